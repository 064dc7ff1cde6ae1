package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NoteFunctionsService", appFunctionXmlFileName = "notes_functions.xml")
abstract class NoteFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * メモを PDF に書き出して URL を返します。タイトルの感嘆符（！）はそのまま残ります。
     *
     * @param noteId 書き出すメモの ID。
     * @return PDF の URL。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun exportPdf(noteId: String): String = repository.exportPdf(noteId)
}
