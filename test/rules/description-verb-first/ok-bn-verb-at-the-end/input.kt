package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NoteFunctionsService", appFunctionXmlFileName = "notes_functions.xml")
abstract class NoteFunctions : AppFunctionService() {
    protected abstract val repository: NoteRepository

    /**
     * একটি নোট তৈরি করে।
     *
     * @param title নোটের শিরোনাম।
     * @return তৈরি হওয়া নোট।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun createNote(title: String): Note = repository.create(title)

    /**
     * নির্বাচিত নোটটি আর্কাইভে সরানো হয়।
     *
     * @param noteId নোটের আইডি।
     * @return আর্কাইভ করা নোট।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun archiveNote(noteId: String): Note = repository.archive(noteId)
}
