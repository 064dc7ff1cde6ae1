package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NoteFunctionsService", appFunctionXmlFileName = "notes_functions.xml")
abstract class NoteFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * 指定したフォルダーのメモを返します。補足：当アプリではメモはフォルダーごとに保存されています。
     *
     * @param folderId フォルダーの ID。
     * @return メモの一覧。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun notesInFolder(folderId: String): List<Note> = repository.notesIn(folderId)
}
