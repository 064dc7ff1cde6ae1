package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NoteFunctionsService", appFunctionXmlFileName = "notes_functions.xml")
abstract class NoteFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * この関数は、指定したフォルダーに新しいメモを作成するために使用されます。
     *
     * @param title メモのタイトル。
     * @param folderId メモを保存するフォルダーの ID。
     * @return 作成したメモ。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun createNote(title: String, folderId: String): Note = repository.create(title, folderId)
}
