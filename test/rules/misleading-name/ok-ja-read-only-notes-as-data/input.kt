package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "ArchiveFunctionsService", appFunctionXmlFileName = "notes_functions.xml")
abstract class ArchiveFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * 読み取り専用のメモを除き、選んだメモをアーカイブします。
     *
     * @param noteIds アーカイブするメモの ID。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun archiveSelected(noteIds: List<String>) {
        repository.archive(noteIds)
    }
}
