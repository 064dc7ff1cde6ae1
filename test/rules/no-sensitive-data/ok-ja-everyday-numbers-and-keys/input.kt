package com.example.hotel

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "HotelFunctionsService", appFunctionXmlFileName = "hotel_functions.xml")
abstract class HotelFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * ホテルの部屋を予約します。
     *
     * @param memberNo 会員番号。
     * @param room 部屋番号。
     * @param note 鍵の受け取り方法など、フロントへの伝言。
     * @return 予約確認番号。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun bookRoom(memberNo: String, room: String, note: String): String = repository.book(memberNo, room, note)
}
