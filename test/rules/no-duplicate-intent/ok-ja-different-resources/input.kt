package com.example.office

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "OfficeFunctionsService", appFunctionXmlFileName = "office_functions.xml")
abstract class OfficeFunctions : AppFunctionService() {
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
     * 指定したフォルダーの写真を新しい順に返します。
     *
     * @param folderId フォルダーの ID。
     * @return 写真の一覧。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun folderPhotos(folderId: String): List<Photo> = repository.photosIn(folderId)
}
