package com.example.shelf

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionContext

class ShelfFunctions {
    @AppFunction
    suspend fun listBooks(appFunctionContext: AppFunctionContext): List<String> = emptyList()
}
