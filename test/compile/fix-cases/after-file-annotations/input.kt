@file:JvmName("Shelves")

package com.example.shelves

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "ShelfService", appFunctionXmlFileName = "shelves.xml")
abstract class ShelfFunctions : AppFunctionService() {
    private val sizes = listOf(1)

    @AppFunctionDeclaration
    suspend fun emptyShelf(shelfId: String): Int = sizes.size
}
