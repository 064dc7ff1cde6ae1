package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NoteFunctionsService", appFunctionXmlFileName = "notes_functions.xml")
abstract class NoteFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * 指定したフォルダーに新しいメモを作成します。
     *
     * @param title メモのタイトル。
     * @param folderId メモを保存するフォルダーの ID。
     * @return 作成したメモ。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun createNote(title: String, folderId: String): Note = repository.create(title, folderId)

    /**
     * メモをゴミ箱に移動する。ゴミ箱のメモは 30 日後に自動で消える。
     *
     * @param noteId 移動するメモの ID。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun trashNote(noteId: String) { repository.trash(noteId) }

    /**
     * メモの本文を全文検索。
     *
     * @param query 検索する語句。
     * @return 一致したメモ。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun searchNotes(query: String): List<Note> = repository.search(query)
}
