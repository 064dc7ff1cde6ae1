package com.example.garden

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint("HarvestService", "harvest_service")
abstract class HarvestFunctions : AppFunctionService() {
    /**
     * Deletes one harvest log entry. Use only after calling a search for the entry.
     *
     * @param logId The ID of the log entry to delete.
     * @return Whether the entry was deleted.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun deleteHarvestLog(logId: String): Boolean = logId.isNotEmpty()
}
