package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NoteFunctionsService", appFunctionXmlFileName = "notes_functions.xml")
abstract class NoteFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * 指定した ID のメモを削除します。
     *
     * @param noteId 削除するメモの ID。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun deleteNote(noteId: String) { repository.delete(noteId) }
}
