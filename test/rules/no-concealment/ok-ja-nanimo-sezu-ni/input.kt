package com.example.files

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "FolderFunctionsService", appFunctionXmlFileName = "files_functions.xml")
abstract class FolderFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * フォルダーを作成します。同じ名前のフォルダーが既にある場合は、何もせずに終了します。
     *
     * @param name フォルダー名。
     * @return フォルダーの ID。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun createFolder(name: String): String = repository.createFolder(name)
}
