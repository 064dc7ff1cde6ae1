package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NoteFunctionsService", appFunctionXmlFileName = "notefunctions.xml")
abstract class NoteFunctions : AppFunctionService() {
    protected abstract val repository: NoteRepository

    /**
     * This function is used to create note 0, e.g. a draft. This function is used to create note 1, e.g. a draft. This function is used to create note 2, e.g. a draft. This function is used to create note 3, e.g. a draft. This function is used to create note 4, e.g. a draft. This function is used to create note 5, e.g. a draft. This function is used to create note 6, e.g. a draft. This function is used to create note 7, e.g. a draft. This function is used to create note 8, e.g. a draft. This function is used to create note 9, e.g. a draft. This function is used to create note 10, e.g. a draft. This function is used to create note 11, e.g. a draft.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun createNote(title: String): Note = repository.create(title)
}
