package com.example.mail

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "MailFunctionsService", appFunctionXmlFileName = "mail_functions.xml")
abstract class MailFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * 未読のメールを受信日時の新しい順に返します。
     *
     * @return 未読メールの一覧。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun unreadMail(): List<Mail> = repository.unread()

    /**
     * スターを付けたメールを差出人ごとにまとめて返します。
     *
     * @return 差出人ごとのメール。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun starredBySender(): Map<String, List<Mail>> = repository.starredBySender()
}
