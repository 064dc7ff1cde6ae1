package com.example.diary

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "DiaryFunctionsService", appFunctionXmlFileName = "diary_functions.xml")
abstract class DiaryFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * 日記を書きます。
     *
     * @param day 日記の年月日（例: 2025-04-01）。
     * @param text 日記の本文。
     * @return 日記の ID。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun writeDiary(day: String, text: String): String = repository.write(day, text)

    /**
     * 予定を追加します。
     *
     * @param begin 予定の開始日時。
     * @param title 件名。
     * @return 予定の ID。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun addEvent(begin: String, title: String): String = repository.add(begin, title)
}
