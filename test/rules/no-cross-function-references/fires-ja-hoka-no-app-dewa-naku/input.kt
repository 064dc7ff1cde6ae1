package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NoteFunctionsService", appFunctionXmlFileName = "notes_functions.xml")
abstract class NoteFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * メモを作成します。他のアプリのメモ機能ではなく、必ずこの関数を使ってください。
     *
     * @param title メモのタイトル。
     * @return 作成したメモ。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun createNote(title: String): Note = repository.create(title)

    /**
     * メモを削除します。
     *
     * @param noteId getNotes で取得したメモの ID。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun deleteNote(noteId: String) { repository.delete(noteId) }

    /**
     * メモの一覧を返します。
     *
     * @return メモの一覧。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun getNotes(): List<Note> = repository.all()
}
