package com.example.office

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "OfficeFunctionsService", appFunctionXmlFileName = "office_functions.xml")
abstract class OfficeFunctions : AppFunctionService() {
    protected abstract val repository: OfficeRepository

    /**
     * শিরোনাম দিয়ে নোট খোঁজে।
     *
     * @param query খোঁজার শব্দ।
     * @return নোট।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun notesByTitle(query: String): List<Note> = repository.notes(query)

    /**
     * নাম দিয়ে পরিচিতি খোঁজে।
     *
     * @param query খোঁজার শব্দ।
     * @return পরিচিতি।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun contactsByName(query: String): List<Contact> = repository.contacts(query)
}
