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
     * @param title タイトル。
     * @return 作成したメモ。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun createNote(title: String): Note = repository.create(title)

    /**
     * メモをアーカイブする。
     *
     * @param noteId メモの ID。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun archiveNote(noteId: String) { repository.archive(noteId) }

    /**
     * メモを複製。
     *
     * @param noteId メモの ID。
     * @return 複製したメモ。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun copyNote(noteId: String): Note = repository.copy(noteId)

    /**
     * メモの削除。
     *
     * @param noteId メモの ID。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun deleteNote(noteId: String) { repository.delete(noteId) }
}
