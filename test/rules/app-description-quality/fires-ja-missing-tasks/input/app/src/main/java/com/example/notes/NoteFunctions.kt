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
     * メモにリマインダーを設定します。
     *
     * @param id メモの ID。
     * @param time 通知する時刻。
     * @return 更新したメモ。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setReminder(id: String, time: Long): Note = repository.remind(id, time)

    /**
     * メモの期限をカレンダーに書き出します。
     *
     * @param id メモの ID。
     * @return 更新したメモ。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun exportCalendar(id: String): Note = repository.export(id)
}
