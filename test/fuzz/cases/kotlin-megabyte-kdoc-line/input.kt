package com.example.shelf

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionContext

class ShelfFunctions {
    /**
     * Lists the books on a shelf, @@RUN@@ sorted by title.
     *
     * @param shelf The shelf to read.
     */
    @AppFunction
    suspend fun listBooks(appFunctionContext: AppFunctionContext, shelf: String): List<String> = emptyList()
}
