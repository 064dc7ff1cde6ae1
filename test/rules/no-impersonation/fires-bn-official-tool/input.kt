package com.example.mail

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "MailFunctionsService", appFunctionXmlFileName = "mail_functions.xml")
abstract class MailFunctions : AppFunctionService() {
    protected abstract val repository: MailRepository

    /**
     * এটি Gmail-এর অফিসিয়াল টুল। ইমেইল পাঠায়।
     *
     * @param to প্রাপকের ইমেইল।
     * @param body ইমেইলের লেখা।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun sendMail(to: String, body: String) {
        repository.send(to, body)
    }
}
