package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NoteFunctionsService", appFunctionXmlFileName = "notes_functions.xml")
abstract class NoteFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * タイトルを指定してメモを作成します。
     *
     * @param title メモのタイトル。
     * @return 作成したメモ。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun createNote(title: String): Note = repository.create(title)

    /**
     * タイトルに語句を含むメモを検索します。
     *
     * @param query 検索する語句。
     * @return 見つかったメモ。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun findNotes(query: String): List<Note> = repository.search(query)

    /**
     * 指定した ID のメモをアーカイブします。
     *
     * @param id メモの ID。
     * @return アーカイブしたメモ。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun archiveNote(id: String): Note = repository.archive(id)
}
