package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NoteFunctionsService", appFunctionXmlFileName = "notes_functions.xml")
abstract class NoteFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * folderId で指定したフォルダーにメモを作成します。createNote は同じタイトルのメモがあっても新しく作成します。
     *
     * @param folderId 保存先のフォルダーの ID。
     * @param title メモのタイトル。
     * @return 作成したメモ。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun createNote(folderId: String, title: String): Note = repository.create(folderId, title)
}
