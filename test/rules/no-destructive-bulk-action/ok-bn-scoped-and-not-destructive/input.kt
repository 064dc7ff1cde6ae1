package com.example.tasks

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "TaskFunctionsService", appFunctionXmlFileName = "tasks_functions.xml")
abstract class TaskFunctions : AppFunctionService() {
    protected abstract val repository: TaskRepository

    /**
     * নির্দিষ্ট তালিকার সব কাজ মুছে ফেলে।
     *
     * @param listId তালিকার আইডি।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun clearList(listId: String) {
        repository.clear(listId)
    }

    /**
     * সব নোট তারিখ অনুযায়ী দেখায়।
     *
     * @return সব নোট।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun allNotes(): List<Note> = repository.all()

    /**
     * গত সপ্তাহে মুছে ফেলা সব নোট ট্র্যাশ থেকে ফিরিয়ে আনে।
     *
     * @return ফিরিয়ে আনা নোট।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun restoreNotes(): List<Note> = repository.restore()
}
