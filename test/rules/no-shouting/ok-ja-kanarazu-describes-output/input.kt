package com.example.restaurant

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "BookingFunctionsService", appFunctionXmlFileName = "restaurant_functions.xml")
abstract class BookingFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * レストランの席を予約します。戻り値には必ず予約番号が含まれます。
     *
     * @param restaurantId レストランの ID。
     * @return 確定した予約。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun bookTable(restaurantId: String): Booking = repository.book(restaurantId)

    /**
     * 重要なメールにスターを付けます。
     *
     * @param mailId メールの ID。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun starMail(mailId: String) { repository.star(mailId) }
}
