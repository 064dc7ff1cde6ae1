package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NoteFunctionsService", appFunctionXmlFileName = "notes_functions.xml")
abstract class NoteFunctions : AppFunctionService() {
    protected abstract val repository: NoteRepository

    /**
     * নোট পরিচালনা করে।
     *
     * @param input নোটের তথ্য।
     * @return ফলাফল।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun notes(input: String): String = repository.notes(input)
}
