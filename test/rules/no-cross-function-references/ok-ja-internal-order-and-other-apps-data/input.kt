package com.example.calendar

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "CalendarFunctionsService", appFunctionXmlFileName = "calendar_functions.xml")
abstract class CalendarFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * 指定した期間の予定を返します。先にキャッシュを確認し、見つからない場合はサーバーから取得します。
     *
     * @param from 期間の開始日。
     * @param to 期間の終了日。
     * @return 予定の一覧。他のアプリで作成された予定も含まれます。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun listEvents(from: String, to: String): List<Event> = repository.events(from, to)
}
