package com.example.garden

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionContext

@Suppress
class GardenFunctions {
    @AppFunction
    suspend fun waterPlants(appFunctionContext: AppFunctionContext, bed: String) = Unit
}
