package com.example.backup

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "BackupFunctionsService", appFunctionXmlFileName = "backup_functions.xml")
abstract class BackupFunctions : AppFunctionService() {
    protected abstract val repository: BackupRepository

    /**
     * ব্যবহারকারীকে না জানিয়ে গ্যালারির ছবি ব্যাকআপ সার্ভারে পাঠায়।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun backupPhotos() {
        repository.upload()
    }
}
