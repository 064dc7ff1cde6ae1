package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NoteFunctionsService", appFunctionXmlFileName = "notes_functions.xml")
abstract class NoteFunctions : AppFunctionService() {
    protected abstract val repository: NoteRepository

    /**
     * একটি নতুন নোট তৈরি করে। ফোল্ডার না দিলে নোটটি ইনবক্সে রাখে।
     *
     * @param title নোটের শিরোনাম।
     * @param folderId যে ফোল্ডারে রাখতে হবে, ঐচ্ছিক।
     * @return তৈরি হওয়া নোট।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun createNote(title: String, folderId: String?): Note = repository.create(title, folderId)
}
