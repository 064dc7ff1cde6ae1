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
     * হোম স্ক্রিনের উইজেটে সর্বশেষ নোট দেখায়।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun refreshWidget() {
        repository.widget()
    }
}
