package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NoteFunctionsService", appFunctionXmlFileName = "notes_functions.xml")
abstract class NoteFunctions : AppFunctionService() {
    protected abstract val repository: NoteRepository

    /**
     * ব্যবহারকারীর নোট।
     *
     * @return নোটগুলো।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun userNotes(): List<Note> = repository.notes()
}
