package com.example.files

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "FolderFunctionsService", appFunctionXmlFileName = "files_functions.xml")
abstract class FolderFunctions : AppFunctionService() {
    protected abstract val repository: FolderRepository

    /**
     * একটি ফোল্ডার তৈরি করে। একই নামের ফোল্ডার আগে থেকে থাকলে কিছু না করে চুপচাপ ফিরে আসে।
     *
     * @param name ফোল্ডারের নাম।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun createFolder(name: String) {
        repository.create(name)
    }
}
