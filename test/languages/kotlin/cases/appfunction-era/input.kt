package com.example.tasks

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionIntValueConstraint
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "TaskService", appFunctionXmlFileName = "tasks.xml")
abstract class TaskFunctions : AppFunctionService() {
    /**
     * Sets the priority of a task.
     * @param taskId Identifier of the task.
     * @param priority New priority.
     */
    @AppFunction(isDescribedByKDoc = true)
    @AppFunctionIntValueConstraint(enumValues = [0, 1])
    fun setPriority(taskId: String, @AppFunctionIntValueConstraint(enumValues = [1, 2, 3]) priority: Int): Int {
        check(priority > 0) { "bad" }
        val task = tasks.first { it.id == taskId }
        task.priority = priority
        return if (tasks.save(task)) 1 else 0
    }
}
