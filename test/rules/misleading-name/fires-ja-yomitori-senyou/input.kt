package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NoteFunctionsService", appFunctionXmlFileName = "notes_functions.xml")
abstract class NoteFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * フォルダーを開いて、中のメモを一覧表示します。この操作は読み取り専用です。
     *
     * @param folderId 開くフォルダーの ID。
     * @return フォルダー内のメモ。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun openFolder(folderId: String): List<Note> {
        repository.setLastOpenedFolder(folderId)
        return repository.notesIn(folderId)
    }
}
