package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NoteFunctionsService", appFunctionXmlFileName = "notefunctions.xml")
abstract class NoteFunctions : AppFunctionService() {
    protected abstract val repository: NoteRepository

    /**
     * Creates a note with the given title and body in the inbox.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun createNote(title: String, body: String): Note = repository.create(title, body)

    /**
     * Creates a note with the given title and body in the inbox.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun addNote(title: String, body: String): Note = repository.create(title, body)

    /**
     * Creates a note with the given title and body in the inbox.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun makeNote(title: String, body: String): Note = repository.create(title, body)

    /**
     * Creates a note with the given title and body in the inbox.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun insertNote(title: String, body: String): Note = repository.create(title, body)

    /**
     * Creates a note with the given title and body in the inbox.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun composeNote(title: String, body: String): Note = repository.create(title, body)

    /**
     * Creates a note with the given title and body in the inbox.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun newNote(title: String, body: String): Note = repository.create(title, body)
}
