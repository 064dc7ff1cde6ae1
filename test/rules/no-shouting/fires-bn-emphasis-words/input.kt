package com.example.food

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "OrderFunctionsService", appFunctionXmlFileName = "food_functions.xml")
abstract class OrderFunctions : AppFunctionService() {
    protected abstract val repository: OrderRepository

    /**
     * খাবারের অর্ডার বাতিল করে। অত্যন্ত গুরুত্বপূর্ণ: রাইডার রওনা দিলে অর্ডার আর বাতিল হয় না।
     *
     * @param orderId অর্ডারের আইডি।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun cancelOrder(orderId: String) {
        repository.cancel(orderId)
    }
}
