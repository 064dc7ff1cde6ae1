package com.example.media

import androidx.appfunctions.AppFunctionContext
import androidx.appfunctions.AppFunctionSerializable
import androidx.appfunctions.service.AppFunction

interface Playable
interface Rated

@AppFunctionSerializable
class Track(val title: String) : Playable, Rated

class MediaFunctions {
    /** Plays an item that is both playable and rated. */
    @AppFunction
    suspend fun <T> play(
        context: AppFunctionContext,
        item: T,
    ): Boolean where T : Playable, T : Rated = true
}
