package com.example.calendar

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "CalendarFunctionsService", appFunctionXmlFileName = "calendar_functions.xml")
abstract class CalendarFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * 指定した日の予定を返します。
     *
     * @param date 予定を調べる日。yyyy-MM-dd 形式で指定してください。
     * @param calendarId カレンダーの ID。省略すると既定のカレンダーを使います。
     * @return その日の予定。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun eventsOn(date: String, calendarId: String?): List<Event> = repository.eventsOn(date, calendarId)
}
