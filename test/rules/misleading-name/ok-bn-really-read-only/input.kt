package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NoteFunctionsService", appFunctionXmlFileName = "notes_functions.xml")
abstract class NoteFunctions : AppFunctionService() {
    protected abstract val repository: NoteRepository

    /**
     * শুধুমাত্র পড়ার জন্য: একটি ফোল্ডারের নোটগুলো দেখায়, কিছু বদলায় না।
     *
     * @param folderId ফোল্ডারের আইডি।
     * @return ফোল্ডারের নোট।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun folderNotes(folderId: String): List<Note> {
        return repository.notesInFolder(folderId)
    }
}
