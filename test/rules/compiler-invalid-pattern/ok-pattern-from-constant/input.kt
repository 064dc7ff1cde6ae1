package com.example.contacts

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionSerializable
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint
import androidx.appfunctions.AppFunctionStringValueConstraint

private const val CITY_PATTERN = "[A-Z"

@AppFunctionServiceEntryPoint(serviceName = "ContactService", appFunctionXmlFileName = "contacts.xml")
abstract class ContactFunctions : AppFunctionService() {
    /** Finds contacts in a city (the constant is not read here). */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun findByCity(
        @AppFunctionStringValueConstraint(pattern = CITY_PATTERN) city: String,
    ): List<String> = emptyList()
}
