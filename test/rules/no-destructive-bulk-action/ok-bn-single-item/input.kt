package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NoteFunctionsService", appFunctionXmlFileName = "notes_functions.xml")
abstract class NoteFunctions : AppFunctionService() {
    protected abstract val repository: NoteRepository

    /**
     * নির্দিষ্ট আইডির একটি নোট মুছে ফেলে।
     *
     * @param noteId নোটের আইডি।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun removeNote(noteId: String) {
        repository.remove(noteId)
    }
}
