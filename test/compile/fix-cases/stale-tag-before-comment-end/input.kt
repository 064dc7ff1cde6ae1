package com.example.shelves

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "ShelfService", appFunctionXmlFileName = "shelves.xml")
abstract class ShelfFunctions : AppFunctionService() {
    private val sizes = listOf(1)

    /**
     * Empties a shelf and returns how many books it held.
     *
     * @param shelfId The shelf to empty.
     * @param  label A label that is no longer used.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun emptyShelf(shelfId: String): Int = sizes.size + shelfId.length
}
