package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NoteFunctionsService", appFunctionXmlFileName = "notes_functions.xml")
abstract class NoteFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * メモを作成します。
     *
     * @param body 本文。日付や時刻を書いてもそのまま保存します。
     * @param memo 日時に関するメモ。
     * @return 作成したメモの ID。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun createNote(body: String, memo: String): String = repository.create(body, memo)
}
