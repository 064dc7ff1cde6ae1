package com.example.travel

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint
import androidx.appfunctions.AppFunctionSerializable

/** 旅程。 */
@AppFunctionSerializable(isDescribedByKDoc = true)
data class Trip(
    /** 出発する日付。 */
    val departure: String,
    /** 予約確認ページのリンク先。 */
    val confirmation: String,
    /** 最後に更新したタイムスタンプ。 */
    val touched: Long,
)

@AppFunctionServiceEntryPoint(serviceName = "TripFunctionsService", appFunctionXmlFileName = "travel_functions.xml")
abstract class TripFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * 旅程を登録します。
     *
     * @param trip 登録する旅程。
     * @return 旅程の ID。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun addTrip(trip: Trip): String = repository.add(trip)
}
