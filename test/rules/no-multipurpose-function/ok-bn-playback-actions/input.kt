package com.example.music

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "MusicFunctionsService", appFunctionXmlFileName = "music_functions.xml")
abstract class MusicFunctions : AppFunctionService() {
    protected abstract val repository: MusicRepository

    /**
     * বর্তমান গানের প্লেব্যাক নিয়ন্ত্রণ করে।
     *
     * @param action যা করবে: চালানো, বিরতি অথবা থামানো।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun controlPlayback(action: String) {
        repository.control(action)
    }
}
