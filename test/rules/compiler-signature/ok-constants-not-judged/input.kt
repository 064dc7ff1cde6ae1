package com.example.player

import androidx.appfunctions.AppFunctionSignature

private const val PLAYER_SCOPE = 0
private const val PLAYER_FILE = "player_functions"

/** Stops playback: constants are the app's own and are not judged here. */
@AppFunctionSignature(scope = PLAYER_SCOPE, appFunctionXmlFileName = PLAYER_FILE)
fun interface StopPlayback {
    suspend fun stop(): String
}
