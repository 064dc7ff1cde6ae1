package com.example.calendar

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "CalendarFunctionsService", appFunctionXmlFileName = "calendar_functions.xml")
abstract class CalendarFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * 予定を操作します。
     *
     * @param eventId 予定の ID。
     * @param operation 実行する操作。create、update、delete のいずれか。
     * @return 成功したかどうか。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun eventOperation(eventId: String, operation: String): Boolean = repository.run(operation, eventId)
}
