package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "DraftFunctionsService", appFunctionXmlFileName = "notes_functions.xml")
abstract class DraftFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * 下書きのメモを返します。下書きがない場合は新しく作成します。
     *
     * @return 下書きのメモ。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun draft(): Note {
        return repository.draft() ?: repository.createDraft()
    }
}
