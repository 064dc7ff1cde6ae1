package com.example.tasks

import androidx.appfunctions.AppFunctionContext
import androidx.appfunctions.service.AppFunction

class TaskFunctions {
    /**
     * Lists the open tasks that match a filter, newest first.
     *
     * @param filter Which tasks to include.
     * @param priority The lowest priority to include.
     */
    @AppFunction
    suspend fun listTasks(context: AppFunctionContext, filter: TaskFilter, priority: Priority): List<String> = emptyList()
}
