package com.example.contacts

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionSerializable
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint
import androidx.appfunctions.AppFunctionStringValueConstraint

@AppFunctionServiceEntryPoint(serviceName = "ContactService", appFunctionXmlFileName = "contacts.xml")
abstract class ContactFunctions : AppFunctionService() {
    /** Finds a contact by phone number. */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun findByPhone(
        @AppFunctionStringValueConstraint(pattern = "*[0-9]+") phone: String,
    ): List<String> = emptyList()
}
