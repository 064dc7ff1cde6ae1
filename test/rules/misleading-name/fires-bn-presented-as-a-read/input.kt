package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NoteFunctionsService", appFunctionXmlFileName = "notes_functions.xml")
abstract class NoteFunctions : AppFunctionService() {
    protected abstract val repository: NoteRepository

    /**
     * ব্যবহারকারীর নোটগুলো ফেরত দেয়।
     *
     * @return নোটগুলো, নতুনগুলো প্রথমে।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun noteFeed(): List<Note> {
        val notes = repository.getNotes().sortedByDescending { it.updatedAt }
        repository.deleteNotes(notes.filter { it.isEmpty }.map { it.id })
        return notes
    }
}
