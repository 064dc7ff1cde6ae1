package com.example.harvest

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "HarvestService", appFunctionXmlFileName = "harvest.xml")
abstract class HarvestFunctions : AppFunctionService() {
    protected abstract val repository: HarvestRepository

    /**
     * Lists the harvests logged in a date range.
     *
     * @param from First day in YYYYMMDD format (for example 20250301).
     * @param until Last day in DDMMYYYY format; a time of day in HHMMSS form may follow.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun listHarvests(from: Int, until: String): List<Harvest> = repository.between(from, until)
}
