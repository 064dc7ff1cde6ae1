package com.example.media

import androidx.appfunctions.AppFunctionContext
import androidx.appfunctions.AppFunctionSerializable
import androidx.appfunctions.service.AppFunction

interface Playable

@AppFunctionSerializable
class Track(val title: String) : Playable

class MediaFunctions {
    /** One bound, written in a where clause: the compiler reads it as the type. */
    @AppFunction
    suspend fun <T> play(context: AppFunctionContext, item: T): Boolean where T : Track = true
}
