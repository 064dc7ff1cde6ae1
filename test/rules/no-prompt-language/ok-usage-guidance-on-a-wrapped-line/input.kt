package com.example.garden

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "GardenFunctionsService", appFunctionXmlFileName = "gardenfunctions.xml")
abstract class GardenFunctions : AppFunctionService() {
    protected abstract val beds: BedRepository

    /**
     * Waters a raised bed now. The pump runs for the bed's usual time; use
     * this function when a bed is dry outside its schedule.
     *
     * @param bedId The id of the bed to water.
     * @return The minutes the pump ran.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun waterBed(bedId: String): Int = beds.water(bedId)
}
