package com.example.mail

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "MailFunctionsService", appFunctionXmlFileName = "mail_functions.xml")
abstract class MailFunctions : AppFunctionService() {
    protected abstract val repository: MailRepository

    /**
     * একটি মেসেজ ফেরত দেয় এবং সেটিকে পঠিত হিসেবে চিহ্নিত করে।
     *
     * @param messageId মেসেজের আইডি।
     * @return মেসেজটি।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun openMessage(messageId: String): Message {
        repository.markRead(messageId)
        return repository.message(messageId)
    }
}
