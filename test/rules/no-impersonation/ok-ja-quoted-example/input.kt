package com.example.bot

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "ReplyFunctionsService", appFunctionXmlFileName = "bot_functions.xml")
abstract class ReplyFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * 定型の返信文を登録します。
     *
     * @param text 返信文。例: 「私はアシスタントです。ご用件をどうぞ。」
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun addTemplate(text: String) { repository.addTemplate(text) }
}
