package com.example.tasks

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "TaskFunctionsService", appFunctionXmlFileName = "tasks_functions.xml")
abstract class TaskFunctions : AppFunctionService() {
    protected abstract val repository: TaskRepository

    /**
     * দেওয়া শিরোনামে একটি টাস্ক তৈরি করে।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun createTask(title: String): Task = repository.create(title)

    /**
     * শিরোনাম দিয়ে টাস্ক খোঁজে।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun findTasks(query: String): List<Task> = repository.search(query)

    /**
     * একটি টাস্কের জন্য রিমাইন্ডার সেট করে।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setReminder(taskId: String, time: Long): Task = repository.remind(taskId, time)

    /**
     * একটি টাস্কের সাবটাস্কগুলোর তালিকা ফেরত দেয়।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun listSubtasks(taskId: String): List<Task> = repository.subtasks(taskId)
}
