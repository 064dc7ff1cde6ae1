package com.example.library

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "BookFunctionsService", appFunctionXmlFileName = "library_functions.xml")
abstract class BookFunctions : AppFunctionService() {
    protected abstract val repository: BookRepository

    /**
     * শিরোনাম বা লেখকের নাম দিয়ে লাইব্রেরির বই খোঁজে।
     *
     * @param query শিরোনাম বা লেখকের নাম।
     * @return মিলে যাওয়া বই।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun bookSearch(query: String): List<Book> = repository.search(query)

    /**
     * শিরোনাম বা লেখকের নাম দিয়ে লাইব্রেরির সব বই খোঁজে।
     *
     * @param query শিরোনাম বা লেখকের নাম।
     * @return মিলে যাওয়া বই।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun catalogueLookup(query: String): List<Book> = repository.catalogue(query)
}
