package com.example.contacts

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionSerializable
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint
import androidx.appfunctions.AppFunctionStringValueConstraint

@AppFunctionServiceEntryPoint(serviceName = "ContactService", appFunctionXmlFileName = "contacts.xml")
abstract class ContactFunctions : AppFunctionService() {
    /** Finds contacts whose name starts with a letter. */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun findByInitial(
        @AppFunctionStringValueConstraint(pattern = "[A-Z") initial: String,
    ): List<String> = emptyList()
}
