package com.example.legacy

import androidx.appfunctions.AppFunctionContext
import androidx.appfunctions.service.AppFunction

class LegacyNoteFunctions {
    /**
     * Lists notes whose title contains the query.
     *
     * @param appFunctionContext The execution context.
     * @param query Text to look for.
     * @return Matching notes.
     */
    @AppFunction(isDescribedByKdoc = true)
    suspend fun findNotes(appFunctionContext: AppFunctionContext, query: String): List<String> =
        NoteStore.search(appFunctionContext.context, query)

    inner class Nested {
        @AppFunction
        fun count(appFunctionContext: AppFunctionContext): Int = 0
    }
}
