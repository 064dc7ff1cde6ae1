package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NoteFunctionsService", appFunctionXmlFileName = "notes_functions.xml")
abstract class NoteFunctions : AppFunctionService() {
    protected abstract val repository: NoteRepository

    /**
     * একটি নোটের ওপর কাজ করে।
     *
     * @param noteId নোটের আইডি।
     * @param action কী করতে হবে: তৈরি, সম্পাদনা বা মুছে ফেলা।
     * @return কাজটি হয়েছে কিনা।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun noteAction(noteId: String, action: String): Boolean = repository.run(noteId, action)
}
