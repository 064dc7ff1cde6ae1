package com.example.radio

import android.app.Service
import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionServiceEntryPoint
import dagger.hilt.android.AndroidEntryPoint

/** Hilt generates Hilt_RadioFunctions, which extends the class the annotation names. */
@AndroidEntryPoint(Service::class)
@AppFunctionServiceEntryPoint(serviceName = "RadioService", appFunctionXmlFileName = "radio.xml")
abstract class RadioFunctions : Hilt_RadioFunctions() {
    /** Tunes the radio to a station. */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun tune(station: String) {}
}
