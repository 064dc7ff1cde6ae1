package com.example.files

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint
import androidx.appfunctions.AppFunctionStringValueConstraint

@AppFunctionServiceEntryPoint(serviceName = "FileService", appFunctionXmlFileName = "files.xml")
abstract class FileFunctions : AppFunctionService() {
    /**
     * Opens a folder.
     *
     * @param folder Folder to open: a raw string keeps its backslashes, an escaped one is decoded.
     * @param name File name to look for.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun openFolder(
        @AppFunctionStringValueConstraint(enumValues = ["""C:\temp\new""", "D:\\shared"]) folder: String,
        @AppFunctionStringValueConstraint(pattern = """^\w+\.txt$""") name: String,
    ) {}
}
