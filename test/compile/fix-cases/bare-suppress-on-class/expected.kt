package com.example.shelves

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionContext

@Suppress("appfunctions:description-missing")
class ShelfFunctions {
    @AppFunction
    suspend fun dustShelf(appFunctionContext: AppFunctionContext, shelfId: String) = Unit
}
