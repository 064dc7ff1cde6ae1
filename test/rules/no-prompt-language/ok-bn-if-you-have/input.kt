package com.example.shop

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "OrderFunctionsService", appFunctionXmlFileName = "shop_functions.xml")
abstract class OrderFunctions : AppFunctionService() {
    protected abstract val repository: OrderRepository

    /**
     * আপনার কাছে অর্ডার নম্বর থাকলে, সেই অর্ডারের বর্তমান অবস্থা ফেরত দেয়।
     * আপনি চাইলে তারিখ দিয়ে আপডেটগুলো ফিল্টার করতে পারেন।
     *
     * @param orderNumber অর্ডার নম্বর, যেমন BD-2041।
     * @param since যে তারিখের পরের আপডেট দরকার, ঐচ্ছিক।
     * @return অর্ডারের বর্তমান অবস্থা।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun orderStatus(orderNumber: String, since: String?): OrderStatus = repository.status(orderNumber, since)
}
