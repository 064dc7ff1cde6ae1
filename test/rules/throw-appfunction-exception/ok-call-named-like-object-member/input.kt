package com.example.garden

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "GardenFunctionService", appFunctionXmlFileName = "garden_functions.xml")
abstract class GardenFunctions : AppFunctionService() {
    private fun constructor(rows: Int): String = "$rows rows"

    /**
     * Returns how the garden is laid out.
     *
     * @return The layout, as the number of rows.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    fun describeLayout(): String {
        // Calls named like members every object has: no standard throwing call is meant.
        val rows = constructor(4)
        return rows + hashCode() + toString()
    }
}
