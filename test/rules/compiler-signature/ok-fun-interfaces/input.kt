package com.example.player

import androidx.appfunctions.AppFunctionSignature
import androidx.appfunctions.metadata.AppFunctionMetadata

/** Pauses playback. */
@AppFunctionSignature(scope = AppFunctionMetadata.SCOPE_GLOBAL, appFunctionXmlFileName = "player_functions")
fun interface PausePlayback {
    suspend fun pause(): String
}

/** Resumes playback. */
@AppFunctionSignature(scope = 1, appFunctionXmlFileName = "player_functions")
public fun interface ResumePlayback {
    suspend fun resume(): String
}

// @AppFunctionSignature(scope = 9, appFunctionXmlFileName = "")
fun interface NotASignature {
    fun run()
}
