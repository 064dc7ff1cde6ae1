package com.example.alarms

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "AlarmFunctionsService", appFunctionXmlFileName = "alarms_functions.xml")
abstract class AlarmFunctions : AppFunctionService() {
    protected abstract val repository: AlarmRepository

    /**
     * অ্যালার্ম সেট করে এবং নির্ধারিত সময়ে একটি সিস্টেম নোটিফিকেশন দেখায়।
     *
     * @param time অ্যালার্মের সময়।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setAlarm(time: String) {
        repository.alarm(time)
    }
}
