package com.example.contacts

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionSerializable
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint
import androidx.appfunctions.AppFunctionStringValueConstraint

@AppFunctionServiceEntryPoint(serviceName = "ContactService", appFunctionXmlFileName = "contacts.xml")
abstract class ContactFunctions : AppFunctionService() {
    /** Finds contacts by an e-mail domain. */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun findByDomain(
        @AppFunctionStringValueConstraint(pattern = "^[a-z0-9.-]+\\.[a-z]{2,}$") domain: String,
        @AppFunctionStringValueConstraint(pattern = """\d{3}-\d{4}""") extension: String,
    ): List<String> = emptyList()
}
