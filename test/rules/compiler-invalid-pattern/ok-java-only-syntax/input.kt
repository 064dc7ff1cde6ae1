package com.example.contacts

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionSerializable
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint
import androidx.appfunctions.AppFunctionStringValueConstraint

@AppFunctionServiceEntryPoint(serviceName = "ContactService", appFunctionXmlFileName = "contacts.xml")
abstract class ContactFunctions : AppFunctionService() {
    /** Finds contacts by a nickname, any case. */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun findByNickname(
        @AppFunctionStringValueConstraint(pattern = "(?i)[a-z]++") nickname: String,
        @AppFunctionStringValueConstraint(pattern = "(?>ab|a)c") code: String,
    ): List<String> = emptyList()
}
