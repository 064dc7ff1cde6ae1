package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NoteFunctionsService", appFunctionXmlFileName = "notes_functions.xml")
abstract class NoteFunctions : AppFunctionService() {
    protected abstract val repository: NoteRepository

    /**
     * একটি ফোল্ডার খুলে তার নোটগুলো দেখায়। এই কলটি শুধুমাত্র পড়ার জন্য।
     *
     * @param folderId ফোল্ডারের আইডি।
     * @return ফোল্ডারের নোট।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun openFolder(folderId: String): List<Note> {
        repository.setLastOpenedFolder(folderId)
        return repository.notesInFolder(folderId)
    }
}
