package com.example.contacts

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "ContactFunctionsService", appFunctionXmlFileName = "contacts_functions.xml")
abstract class ContactFunctions : AppFunctionService() {
    protected abstract val repository: ContactRepository

    /**
     * পরিচিতি নিয়ে কাজ করে।
     *
     * @param mode "খোঁজা", "যোগ করা" অথবা "মুছে ফেলা"।
     * @param name পরিচিতির নাম।
     * @return ফলাফল।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun contactTool(mode: String, name: String): String = repository.run(mode, name)
}
