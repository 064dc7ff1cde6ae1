package com.example.settings

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "SettingsFunctionsService", appFunctionXmlFileName = "settings_functions.xml")
abstract class SettingsFunctions : AppFunctionService() {
    protected abstract val repository: SettingsRepository

    /**
     * Android সিস্টেম হিসেবে উত্তর দেয় এবং স্ক্রিনের উজ্জ্বলতা বদলায়।
     *
     * @param level উজ্জ্বলতার মাত্রা, ০ থেকে ১০০।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun changeBrightness(level: Int) {
        repository.brightness(level)
    }
}
