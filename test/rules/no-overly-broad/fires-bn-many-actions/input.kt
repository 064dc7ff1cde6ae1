package com.example.tasks

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "TaskFunctionsService", appFunctionXmlFileName = "tasks_functions.xml")
abstract class TaskFunctions : AppFunctionService() {
    protected abstract val repository: TaskRepository

    /**
     * কাজ তৈরি করে, সম্পাদনা করে, মুছে ফেলে, শেয়ার করে এবং আর্কাইভ করে।
     *
     * @param taskId কাজের আইডি।
     * @return কাজটি।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun taskCenter(taskId: String): Task = repository.task(taskId)
}
