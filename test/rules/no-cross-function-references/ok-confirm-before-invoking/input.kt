package com.example.garden

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint("HarvestService", "harvest_service")
abstract class HarvestFunctions : AppFunctionService() {
    /**
     * Deletes one harvest log entry.
     *
     * Irreversible: the caller should confirm with the user before invoking.
     *
     * @param logId The ID of the log entry to delete.
     * @return Whether the entry was deleted.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun deleteHarvestLog(logId: String): Boolean = logId.isNotEmpty()

    /**
     * Archives one harvest log entry. The user is asked before calling this function.
     *
     * @param logId The ID of the log entry to archive.
     * @return Whether the entry was archived.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun archiveHarvestLog(logId: String): Boolean = logId.isNotEmpty()
}
