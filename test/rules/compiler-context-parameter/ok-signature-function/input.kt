package com.example.lamp

import androidx.appfunctions.AppFunctionSignature
import androidx.appfunctions.metadata.AppFunctionMetadata

/** Registered at run time and called without a context: no AppFunctionContext first. */
@AppFunctionSignature(scope = AppFunctionMetadata.SCOPE_ACTIVITY, appFunctionXmlFileName = "lamp_functions")
fun interface BlinkLamp {
    suspend fun blink(times: Int): Boolean
}
