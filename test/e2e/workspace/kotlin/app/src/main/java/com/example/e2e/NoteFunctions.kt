package com.example.e2e

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NotesService", appFunctionXmlFileName = "notes.xml")
abstract class NoteFunctions : AppFunctionService() {
    /**
     * Creates a note with the given title. VERY IMPORTANT: keep titles short.
     *
     * @param title Title of the note.
     * @return The id of the new note.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun createNote(title: String): String = title

    @AppFunctionDeclaration
    suspend fun archiveNote(noteId: String): String = noteId
}
