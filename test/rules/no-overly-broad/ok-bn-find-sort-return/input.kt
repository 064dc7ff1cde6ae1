package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NoteFunctionsService", appFunctionXmlFileName = "notes_functions.xml")
abstract class NoteFunctions : AppFunctionService() {
    protected abstract val repository: NoteRepository

    /**
     * শিরোনাম দিয়ে নোট খোঁজে, তারিখ অনুযায়ী সাজায় এবং তালিকা ফেরত দেয়।
     *
     * @param query খোঁজার শব্দ।
     * @return মিলে যাওয়া নোট।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun findNotes(query: String): List<Note> = repository.search(query)
}
