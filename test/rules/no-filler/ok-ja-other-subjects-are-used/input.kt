package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NoteFunctionsService", appFunctionXmlFileName = "notes_functions.xml")
abstract class NoteFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * メモにタグを付けます。タグはメモの絞り込みに使用されます。
     *
     * @param noteId タグを付けるメモの ID。
     * @param tag 付けるタグ。この値は一覧の見出しにも使われます。
     * @return 更新したメモ。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun tagNote(noteId: String, tag: String): Note = repository.tag(noteId, tag)

    /**
     * メモを保存します。この関数は同じ内容のメモを二重に保存しません。
     *
     * @param noteId 保存するメモの ID。
     * @return 保存したメモ。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun saveNote(noteId: String): Note = repository.save(noteId)
}
