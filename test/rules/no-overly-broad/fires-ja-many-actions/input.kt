package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NoteFunctionsService", appFunctionXmlFileName = "notes_functions.xml")
abstract class NoteFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * メモの作成、編集、削除、共有、アーカイブを行います。
     *
     * @param noteId メモの ID。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun noteCommand(noteId: String) { repository.run(noteId) }

    /**
     * 予定を作成し、参加者に招待を送信し、会議室を予約して、リマインダーを設定します。
     *
     * @param title 予定の件名。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun planMeeting(title: String) { repository.plan(title) }
}
