package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NoteFunctionsService", appFunctionXmlFileName = "notes_functions.xml")
abstract class NoteFunctions : AppFunctionService() {
    protected abstract val repository: NoteRepository

    /**
     * শিরোনাম দিয়ে নোট খোঁজে।
     *
     * @param query খোঁজার শব্দ।
     * @return মিলে যাওয়া নোট।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun findNotes(query: String): List<Note> = repository.search(query)

    /**
     * একটি নোট আর্কাইভে সরায়।
     *
     * @param noteId নোটের আইডি। `findNotes` এর ফলাফল থেকে আইডিটি নিন।
     * @return আর্কাইভ করা নোট।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun archiveNote(noteId: String): Note = repository.archive(noteId)
}
