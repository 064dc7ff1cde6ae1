package com.example.feeds

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "FeedFunctionsService", appFunctionXmlFileName = "feeds_functions.xml")
abstract class FeedFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * フィードを購読します。
     *
     * @param source フィードの名前または URL。
     * @return 購読の ID。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun subscribe(source: String): String = repository.subscribe(source)
}
