package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NoteFunctionsService", appFunctionXmlFileName = "notes_functions.xml")
abstract class NoteFunctions : AppFunctionService() {
    protected abstract val repository: NoteRepository

    /**
     * দেওয়া শিরোনামে একটি নোট তৈরি করে।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun createNote(title: String): Note = repository.create(title)

    /**
     * শিরোনামে খোঁজার শব্দ আছে এমন নোট খোঁজে।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun findNotes(query: String): List<Note> = repository.search(query)

    /**
     * দেওয়া আইডির নোটটি আর্কাইভ করে।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun archiveNote(id: String): Note = repository.archive(id)
}
