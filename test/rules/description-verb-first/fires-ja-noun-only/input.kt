package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NoteFunctionsService", appFunctionXmlFileName = "notes_functions.xml")
abstract class NoteFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * メモ。
     *
     * @param title タイトル。
     * @return メモ。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun createNote(title: String): Note = repository.create(title)

    /**
     * 指定したフォルダーのメモ一覧。
     *
     * @param folderId フォルダーの ID。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun listNotes(folderId: String): List<Note> = repository.notesIn(folderId)
}
