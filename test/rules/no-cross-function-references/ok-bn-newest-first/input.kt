package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NoteFunctionsService", appFunctionXmlFileName = "notes_functions.xml")
abstract class NoteFunctions : AppFunctionService() {
    protected abstract val repository: NoteRepository

    /**
     * সবচেয়ে নতুন নোট প্রথমে রেখে নোটের তালিকা ফেরত দেয়।
     *
     * @param limit সর্বোচ্চ কতগুলো নোট।
     * @return নোটগুলো, নতুনগুলো প্রথমে।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun recentNotes(limit: Int): List<Note> = repository.recent(limit)
}
