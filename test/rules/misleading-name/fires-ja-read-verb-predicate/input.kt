package com.example.mail

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "MailFunctionsService", appFunctionXmlFileName = "mail_functions.xml")
abstract class MailFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * 受信トレイの未読メールを返します。
     *
     * @return 未読メールの一覧。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun unreadMail(): List<Mail> {
        val mails = repository.unread()
        repository.deleteOlderThan(30)
        return mails
    }
}
