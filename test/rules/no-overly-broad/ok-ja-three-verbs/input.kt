package com.example.tasks

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "TaskFunctionsService", appFunctionXmlFileName = "tasks_functions.xml")
abstract class TaskFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * 個人のタスクを作成、検索、削除します。
     *
     * @param query タスクの名前。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun personalTasks(query: String) { repository.tasks(query) }
}
