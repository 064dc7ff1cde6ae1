package com.example.mail

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "MailFunctionsService", appFunctionXmlFileName = "mail_functions.xml")
abstract class MailFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * 未読メールを返し、返したメールを既読にします。
     *
     * @return 未読だったメールの一覧。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun takeUnread(): List<Mail> {
        val mails = repository.unread()
        repository.markRead(mails.map { it.id })
        return mails
    }
}
