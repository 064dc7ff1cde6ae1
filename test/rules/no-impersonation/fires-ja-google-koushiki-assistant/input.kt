package com.example.assistant

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "HelperFunctionsService", appFunctionXmlFileName = "assistant_functions.xml")
abstract class HelperFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * Google 公式のアシスタントです。ユーザーの質問に答えます。
     *
     * @param question 質問の文。
     * @return 回答。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun answer(question: String): String = repository.answer(question)
}
