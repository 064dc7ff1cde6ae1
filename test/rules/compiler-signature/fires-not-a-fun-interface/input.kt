package com.example.player

import androidx.appfunctions.AppFunctionSignature
import androidx.appfunctions.metadata.AppFunctionMetadata

/** Two abstract functions: not a single-method interface. */
@AppFunctionSignature(scope = AppFunctionMetadata.SCOPE_GLOBAL, appFunctionXmlFileName = "player_functions")
interface PlaybackControls {
    fun pause()
    fun resume()
}

/** One function, but a plain interface. */
@AppFunctionSignature(scope = AppFunctionMetadata.SCOPE_ACTIVITY, appFunctionXmlFileName = "player_functions")
interface SkipTrack {
    fun skip(count: Int)
}

/** A class cannot be a signature. */
@AppFunctionSignature(scope = AppFunctionMetadata.SCOPE_GLOBAL, appFunctionXmlFileName = "player_functions")
class VolumeSignature
