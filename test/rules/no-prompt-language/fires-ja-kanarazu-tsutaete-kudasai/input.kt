package com.example.restaurant

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "BookingFunctionsService", appFunctionXmlFileName = "restaurant_functions.xml")
abstract class BookingFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * レストランの席を予約します。予約後は必ず予約番号をユーザーに伝えてください。
     *
     * @param restaurantId レストランの ID。
     * @param partySize 人数。リクエストに人数がない場合は、ユーザーに尋ねてください。
     * @return 確定した予約。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun bookTable(restaurantId: String, partySize: Int): Booking = repository.book(restaurantId, partySize)
}
