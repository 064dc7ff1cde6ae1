package com.example.mail

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "MailFunctionsService", appFunctionXmlFileName = "mail_functions.xml")
abstract class MailFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * [非推奨] メールを送信します。
     *
     * @param to 宛先。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun sendMailLegacy(to: String) { repository.send(to) }

    /**
     * メールが既読かどうか。
     *
     * @param mailId メールの ID。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun isRead(mailId: String): Boolean = repository.isRead(mailId)
}
