package com.example.calendar

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "EventFunctionsService", appFunctionXmlFileName = "calendar_functions.xml")
abstract class EventFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * カレンダーに予定を追加します。ユーザーに確認してから追加すること。
     *
     * @param title 予定の件名。
     * @param start 開始日時。
     * @return 追加した予定。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun addEvent(title: String, start: java.time.LocalDateTime): Event = repository.add(title, start)
}
