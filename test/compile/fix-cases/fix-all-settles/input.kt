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
     * @param label A label that is no longer read.
     * @param colour Another one.
     */
    @AppFunctionDeclaration
    suspend fun emptyShelf(shelfId: String): Int = shelves.empty(shelfId)

    /**
     * Counts the books on a shelf.
     *
     * @param shelfId The shelf to count. VERY IMPORTANT!!!
     * @param owner Not used.
     */
    @AppFunctionDeclaration
    suspend fun countBooks(shelfId: String): Int = shelves.count(shelfId)
}

interface ShelfStore {
    suspend fun empty(shelfId: String): Int
    suspend fun count(shelfId: String): Int
}
