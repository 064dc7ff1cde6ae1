package com.example.calendar

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "DateFunctionsService", appFunctionXmlFileName = "calendar_functions.xml")
abstract class DateFunctions : AppFunctionService() {
    protected abstract val repository: DateRepository

    /**
     * জন্মদিনের মতো গুরুত্বপূর্ণ তারিখ ক্যালেন্ডারে যোগ করে।
     *
     * @param contactId পরিচিতির আইডি।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun addBirthday(contactId: String) {
        repository.birthday(contactId)
    }

    /**
     * তালিকার প্রথম জরুরি পরিচিতিকে ফোন করে।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun callEmergencyContact() {
        repository.emergency()
    }
}
