package com.example.shelf

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionContext

class ShelfFunctions {
    /** Counts the books on a shelf. */
    @AppFunction
    suspend fun countBooks(appFunctionContext: AppFunctionContext, shelf: String): String = shelf @@RUN@@
}
