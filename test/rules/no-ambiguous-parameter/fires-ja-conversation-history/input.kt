package com.example.support

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "SupportFunctionsService", appFunctionXmlFileName = "support_functions.xml")
abstract class SupportFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * 問い合わせを作成します。
     *
     * @param conversationHistory これまでのユーザーとの会話。
     * @return チケットの ID。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun openTicket(conversationHistory: List<String>): String = repository.open(conversationHistory)
}
