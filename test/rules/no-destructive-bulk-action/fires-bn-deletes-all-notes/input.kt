package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NoteFunctionsService", appFunctionXmlFileName = "notes_functions.xml")
abstract class NoteFunctions : AppFunctionService() {
    protected abstract val repository: NoteRepository

    /**
     * নোটবুকের সব নোট স্থায়ীভাবে মুছে ফেলে।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun tidyNotebook() {
        repository.tidy()
    }
}
