package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NoteFunctionsService", appFunctionXmlFileName = "notes_functions.xml")
abstract class NoteFunctions : AppFunctionService() {
    protected abstract val repository: NoteRepository

    /**
     * শিরোনাম দিয়ে ব্যবহারকারীর নোট খোঁজে।
     *
     * @param query খোঁজার শব্দ।
     * @return মিলে যাওয়া নোট।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun notesByTitle(query: String): List<Note> = repository.search(query)

    /**
     * শিরোনাম দিয়ে ব্যবহারকারীর নোট খোঁজে।
     *
     * @param query খোঁজার শব্দ।
     * @return মিলে যাওয়া নোট।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun titleSearch(query: String): List<Note> = repository.searchTitles(query)
}
