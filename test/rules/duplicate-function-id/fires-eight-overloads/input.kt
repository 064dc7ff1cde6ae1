package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NoteFunctionsService", appFunctionXmlFileName = "notefunctions.xml")
abstract class NoteFunctions : AppFunctionService() {
    protected abstract val repository: NoteRepository

    /**
     * Creates a note in folder 1 with the given title.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun createNote(title: String, folder1: Int): Note = repository.create(title)

    /**
     * Creates a note in folder 2 with the given title.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun createNote(title: String, folder2: Int): Note = repository.create(title)

    /**
     * Creates a note in folder 3 with the given title.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun createNote(title: String, folder3: Int): Note = repository.create(title)

    /**
     * Creates a note in folder 4 with the given title.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun createNote(title: String, folder4: Int): Note = repository.create(title)

    /**
     * Creates a note in folder 5 with the given title.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun createNote(title: String, folder5: Int): Note = repository.create(title)

    /**
     * Creates a note in folder 6 with the given title.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun createNote(title: String, folder6: Int): Note = repository.create(title)

    /**
     * Creates a note in folder 7 with the given title.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun createNote(title: String, folder7: Int): Note = repository.create(title)

    /**
     * Creates a note in folder 8 with the given title.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun createNote(title: String, folder8: Int): Note = repository.create(title)
}
