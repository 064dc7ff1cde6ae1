package com.example.mail

import androidx.appfunctions.AppFunctionServiceEntryPoint
import androidx.appfunctions.service.AppFunction

@AppFunctionServiceEntryPoint(serviceName = "MailFunctionsService", appFunctionXmlFileName = "mail_functions.xml")
abstract class MailFunctions : SyncingService() {
    /** Returns the number of unread messages in the inbox. */
    @AppFunction
    suspend fun countUnread(): Int = 0
}
