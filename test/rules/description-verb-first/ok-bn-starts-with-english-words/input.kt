package com.example.drive

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "DriveFunctionsService", appFunctionXmlFileName = "drive_functions.xml")
abstract class DriveFunctions : AppFunctionService() {
    protected abstract val repository: DriveRepository

    /**
     * Google Drive-এ ব্যাকআপ ফাইল আপলোড করে।
     *
     * @param fileId ফাইলের আইডি।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun uploadBackup(fileId: String) {
        repository.upload(fileId)
    }

    /**
     * PDF ফাইল থেকে লেখা বের করে।
     *
     * @param fileId ফাইলের আইডি।
     * @return লেখা।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun pdfText(fileId: String): String = repository.text(fileId)
}
