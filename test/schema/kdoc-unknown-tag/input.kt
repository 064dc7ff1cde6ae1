package com.example.mail

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "MailService", appFunctionXmlFileName = "mail.xml")
abstract class MailFunctions : AppFunctionService() {
    /**
     * Sends a message to one contact.
     *
     * @param to Address of the contact.
     * @reviewNote Sending to a colleague works the same way.
     * @return The id of the sent message.
     * @throws IllegalArgumentException when the address is malformed.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun sendMessage(to: String): String = to

    /**
     * Archives a message.
     * @reviewer Kept right after the summary when no blank line separates them.
     * @param id Id of the message.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun archiveMessage(id: String) {}
}
