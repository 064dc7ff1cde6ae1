package com.example.mail

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "MailFunctionsService", appFunctionXmlFileName = "mail_functions.xml")
abstract class MailFunctions : AppFunctionService() {
    protected abstract val repository: MailRepository

    /**
     * ইনবক্সের না পড়া মেইলের তালিকা ফেরত দেয়।
     *
     * @return মেইল।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun unreadMail(): List<Mail> = repository.unread()

    /**
     * ইনবক্সের তারকা চিহ্নিত মেইলের তালিকা ফেরত দেয়।
     *
     * @return মেইল।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun starredMail(): List<Mail> = repository.starred()
}
