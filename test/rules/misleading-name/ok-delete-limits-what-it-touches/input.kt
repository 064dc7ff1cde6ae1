package com.example.notes

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint
import com.example.notes.data.NoteRepository

@AppFunctionServiceEntryPoint(serviceName = "NotesFunctionService", appFunctionXmlFileName = "notes_functions.xml")
abstract class NotesFunctions : AppFunctionService() {
    private val noteRepository: NoteRepository by lazy { NoteRepository.getInstance(this) }

    /**
     * Deletes one folder by its ID. It does not touch the notes inside, which move to the inbox.
     *
     * @param folderId The ID of the folder to delete.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun deleteFolder(folderId: String) {
        noteRepository.deleteFolder(folderId)
    }
}
