package com.example.rides

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "RideFunctionsService", appFunctionXmlFileName = "rides_functions.xml")
abstract class RideFunctions : AppFunctionService() {
    protected abstract val repository: RideRepository

    /**
     * একটি রাইড নিশ্চিত করে। ভাড়ার কোটেশন পাওয়ার ফাংশনটি কল করার পরে এটি চালান।
     *
     * @param quoteId ভাড়ার কোটেশনের আইডি।
     * @return নিশ্চিত হওয়া রাইড।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun confirmRide(quoteId: String): Ride = repository.confirm(quoteId)
}
