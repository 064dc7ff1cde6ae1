package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "HistoryFunctionsService", appFunctionXmlFileName = "notes_functions.xml")
abstract class HistoryFunctions : AppFunctionService() {
    protected abstract val repository: HistoryRepository

    /**
     * একটি নোটের পরিবর্তনের ইতিহাস ফেরত দেয়।
     *
     * @param noteId যে নোট তৈরি, সম্পাদনা বা মুছে ফেলা হয়েছে তার আইডি।
     * @return পরিবর্তনের ইতিহাস।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun noteHistory(noteId: String): List<Change> = repository.history(noteId)
}
