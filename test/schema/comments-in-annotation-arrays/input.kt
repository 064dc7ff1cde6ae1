package com.example.tasks

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint
import androidx.appfunctions.AppFunctionStringValueConstraint

@AppFunctionServiceEntryPoint(serviceName = "TaskService", appFunctionXmlFileName = "tasks.xml")
abstract class TaskFunctions : AppFunctionService() {
    /**
     * Lists the tasks of a priority.
     *
     * @param priority Priority of the tasks to list.
     * @param order Order of the list.
     * @return The task titles.
     */
    @AppFunctionDeclaration(/* the KDoc is the description */ isDescribedByKDoc = true)
    suspend fun listTasks(
        @AppFunctionStringValueConstraint(enumValues = [
            "high", // shown first
            /* the default */ "normal",
            "low",
        ])
        priority: String,
        @AppFunctionStringValueConstraint(enumValues = arrayOf("newest" /* by creation */, "oldest"))
        order: String = "newest",
    ): List<String> = emptyList()
}
