package com.example.player

import androidx.appfunctions.AppFunctionSignature

/** Mutes the player (the older string scopes). */
@AppFunctionSir (the older string scopes). */
@AppFunctionSignature(scope = "global", appFunctionXmlFileName = "player_functions")
fun interface MutePlayer {
    suspend fun mute(): String
}

/** Unmutes the player. */
@AppFunctionSignature(scope = "activity", appFunctionXmlFileName = "player_functions")
fun interface UnmutePlayer {
    suspend fun unmute(): String
}
