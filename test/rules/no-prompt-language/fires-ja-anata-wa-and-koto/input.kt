package com.example.support

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "SupportFunctionsService", appFunctionXmlFileName = "support_functions.xml")
abstract class SupportFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * 問い合わせのチケットを作成します。あなたはサポート担当者として丁寧に応答しなければなりません。
     *
     * @param subject 問い合わせの件名。
     * @return 作成したチケット。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun createTicket(subject: String): Ticket = repository.create(subject)

    /**
     * チケットを解決済みにします。解決したら、ユーザーにお礼を言うこと。
     *
     * @param ticketId チケットの ID。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun resolveTicket(ticketId: String) { repository.resolve(ticketId) }
}
