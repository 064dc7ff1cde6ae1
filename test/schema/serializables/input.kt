package com.example.notes.functions

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint
import com.example.notes.model.Folder
import com.example.notes.model.Note
import com.example.notes.model.SetField
import com.example.notes.model.Stats

@AppFunctionServiceEntryPoint(serviceName = "NotesService", appFunctionXmlFileName = "notes.xml")
abstract class NoteFunctions : AppFunctionService() {
    /**
     * Creates a note.
     *
     * @param note The note to create.
     * @param folder Where to put it; the inbox when null.
     * @return The created notes.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    fun createNotes(note: Note, folder: Folder?): List<Note> = listOf(note)

    /**
     * Renames a folder.
     *
     * @param name The new name; left unchanged when omitted.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    fun renameFolder(folderId: String, name: SetField<String>? = null, parent: SetField<Folder?>? = null): Stats.Summary = TODO()
}
