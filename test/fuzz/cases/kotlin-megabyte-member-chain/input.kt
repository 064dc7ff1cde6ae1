package com.example.garden

import androidx.appfunctions.AppFunctionServiceEntryPoint
import androidx.appfunctions.AppFunctionService

@AppFunctionServiceEntryPoint(serviceName = "GardenService", appFunctionXmlFileName = "garden.xml"@@RUN@@
abstract class GardenFunctions : AppFunctionService() {
    /** Lists the plants in one bed. */
    suspend fun listPlants(bed: String): List<String> = emptyList()
}
