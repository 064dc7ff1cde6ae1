package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NoteFunctionsService", appFunctionXmlFileName = "notes_functions.xml")
abstract class NoteFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * 【重要】指定したメモを完全に削除します。
     *
     * @param noteId 削除するメモの ID。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun purgeNote(noteId: String) { repository.purge(noteId) }
}
