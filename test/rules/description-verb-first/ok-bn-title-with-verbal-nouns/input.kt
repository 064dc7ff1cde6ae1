package com.example.tasks

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "TaskFunctionsService", appFunctionXmlFileName = "tasks_functions.xml")
abstract class TaskFunctions : AppFunctionService() {
    protected abstract val repository: TaskRepository

    /**
     * ব্যক্তিগত টাস্ক তৈরি করা, খোঁজা এবং মুছে ফেলা।
     *
     * @param title টাস্কের শিরোনাম।
     * @return টাস্কটি।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun personalTasks(title: String): Task = repository.task(title)

    /**
     * নতুন রিমাইন্ডার তৈরি করা।
     *
     * @param time রিমাইন্ডারের সময়।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun newReminder(time: String) {
        repository.remind(time)
    }
}
