package com.example.e2e

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "TasksService", appFunctionXmlFileName = "tasks.xml")
abstract class TaskFunctions : AppFunctionService() {
    /**
     * Marks a task as done so it leaves the open list.
     *
     * @param taskId Identifier of the task to complete.
     * @return The identifier of the completed task.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun completeTask(taskId: String): String = taskId
}
