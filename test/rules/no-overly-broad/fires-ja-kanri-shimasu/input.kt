package com.example.tasks

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "TaskFunctionsService", appFunctionXmlFileName = "tasks_functions.xml")
abstract class TaskFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * タスクを管理します。
     *
     * @param taskId タスクの ID。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun taskAction(taskId: String) { repository.touch(taskId) }
}
