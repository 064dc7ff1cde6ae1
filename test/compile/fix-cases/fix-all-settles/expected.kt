package com.example.shelves

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "ShelfService", appFunctionXmlFileName = "shelves.xml")
abstract class ShelfFunctions : AppFunctionService() {
    protected abstract val shelves: ShelfStore

    /**
     * Empties a shelf and returns how many books it held.
     *
     * @param shelfId The shelf to empty.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun emptyShelf(shelfId: String): Int = shelves.empty(shelfId)

    /**
     * Counts the books on a shelf.
     *
     * @param shelfId The shelf to count. Very important.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun countBooks(shelfId: String): Int = shelves.count(shelfId)
}

interface ShelfStore {
    suspend fun empty(shelfId: String): Int
    suspend fun count(shelfId: String): Int
}
