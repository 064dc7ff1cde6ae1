package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NoteFunctionsService", appFunctionXmlFileName = "notes_functions.xml")
abstract class NoteFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * 指定したフォルダーのメモを新しい順に返します。
     *
     * @param folderId フォルダーの ID。
     * @return メモの一覧。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun folderNotes(folderId: String): List<Note> = repository.notesIn(folderId)

    /**
     * 指定したフォルダーのメモを新しい順に返します。
     *
     * @param folderId フォルダーの ID。
     * @return メモの一覧。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun recentInFolder(folderId: String): List<Note> = repository.recent(folderId)
}
