package com.example.garden

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionContext
import androidx.appfunctions.AppFunctionSerializable

/** Waters the plants. */
@Suppress("unused")
@OptIn(ExperimentalStdlibApi::class)
class WateringFunctions {
    /**
     * Waters one bed.
     *
     * @param bed The bed's number.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun waterBed(context: AppFunctionContext, bed: Int): Boolean = true
}

@AppFunctionSerializable
class Bed(val number: Int)

@Suppress("unused") @OptIn(ExperimentalStdlibApi::class)
object Schedules {
    @AppFunction
    suspend fun nextWatering(context: AppFunctionContext): String = "tomorrow"
}

fun helper(): Int = 1
