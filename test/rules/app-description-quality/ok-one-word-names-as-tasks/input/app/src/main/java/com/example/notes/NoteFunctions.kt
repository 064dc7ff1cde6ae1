package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

// Functions named by one verb: the description's task words are those verbs too.
@AppFunctionServiceEntryPoint(serviceName = "NoteFunctionsService", appFunctionXmlFileName = "notefunctions.xml")
abstract class NoteFunctions : AppFunctionService() {
    protected abstract val repository: NoteRepository

    /**
     * Finds notes whose title contains the query.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun search(query: String): List<Note> = repository.search(query)

    /**
     * Archives the note with the given ID.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun archive(id: String): Note = repository.archive(id)

    /**
     * Shares the note with the given ID with a contact.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun share(id: String, contact: String): Note = repository.share(id, contact)
}
