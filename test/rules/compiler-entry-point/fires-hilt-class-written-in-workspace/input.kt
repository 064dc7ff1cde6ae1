package com.example.radio

import android.app.Service
import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint
import dagger.hilt.android.AndroidEntryPoint

/** The annotation names the right base, but the Hilt_ class written here extends a plain Service. */
@AndroidEntryPoint(AppFunctionService::class)
@AppFunctionServiceEntryPoint(serviceName = "RadioService", appFunctionXmlFileName = "radio.xml")
abstract class RadioFunctions : Hilt_RadioFunctions() {
    /** Tunes the radio to a station. */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun tune(station: String) {}
}

abstract class Hilt_RadioFunctions : Service()
