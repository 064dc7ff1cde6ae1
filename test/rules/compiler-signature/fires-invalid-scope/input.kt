package com.example.player

import androidx.appfunctions.AppFunctionSignature

/** Shuffles the queue. */
@AppFunctionSignature(
    scope = 7,
    appFunctionXmlFileName = "player_functions",
)
fun interface ShuffleQueue {
    suspend fun shuffle(seed: Int): String
}

/** Repeats the track (the older string scopes are case-sensitive). */
@AppFunctionSignature(scope = "Activity", appFunctionXmlFileName = "player_functions")
fun interface RepeatTrack {
    suspend fun repeat(times: Int): String
}
