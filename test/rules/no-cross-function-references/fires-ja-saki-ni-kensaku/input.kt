package com.example.messages

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "MessageFunctionsService", appFunctionXmlFileName = "messages_functions.xml")
abstract class MessageFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * 連絡先にメッセージを送信します。送信する前に、先に連絡先を検索してください。
     *
     * @param contactId 送信先の連絡先の ID。
     * @param text 本文。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun sendMessage(contactId: String, text: String) { repository.send(contactId, text) }
}
