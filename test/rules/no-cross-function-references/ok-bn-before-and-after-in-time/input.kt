package com.example.health

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "ReminderFunctionsService", appFunctionXmlFileName = "health_functions.xml")
abstract class ReminderFunctions : AppFunctionService() {
    protected abstract val repository: ReminderRepository

    /**
     * খাবারের আগে ওষুধ খাওয়ার রিমাইন্ডার সেট করে। নির্ধারিত সময়ের পাঁচ মিনিট পরে আবার মনে করিয়ে দেয়।
     *
     * @param time খাবারের আগে না পরে, সেই সময়।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun medicineReminder(time: String) {
        repository.remind(time)
    }
}
