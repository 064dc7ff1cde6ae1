package com.example.reminders

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "ReminderFunctionsService", appFunctionXmlFileName = "reminders_functions.xml")
abstract class ReminderFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * 予定の前に通知を設定します。
     *
     * @param eventId 予定の ID。
     * @param before 通知するタイミング（予定の何ミリ秒前か）。
     * @param shown 作成日時の表示用の文字列（例: 3日前）。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun remindBefore(eventId: String, before: Long, shown: String) { repository.remind(eventId, before, shown) }
}
