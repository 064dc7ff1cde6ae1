package com.example.player

import androidx.appfunctions.AppFunctionSignature
import androidx.appfunctions.metadata.AppFunctionMetadata

/** Seeks within the track. */
@AppFunctionSignature(scope = AppFunctionMetadata.SCOPE_GLOBAL, appFunctionXmlFileName = "")
fun interface SeekTrack {
    suspend fun seek(seconds: Int): String
}
