package com.example.radio

import androidx.appfunctions.AppFunctionAccessLevel
import androidx.appfunctions.AppFunctionInstruction
import androidx.appfunctions.AppFunctionSignature
import androidx.appfunctions.metadata.AppFunctionMetadata

// A fun interface named in a comment is left as written: fun interface Commented
private const val NOTE = "fun interface Quoted"

@AppFunctionSignature(scope = 1, appFunctionXmlFileName = "radio_functions")
public fun interface SetVolume {
    @AppFunctionInstruction("Sets the volume of the current activity's player.")
    suspend fun setVolume(level: Int, muted: Boolean = false): Unit
}

/** Not a signature: a plain fun interface's function is no AppFunction. */
fun interface StationListener {
    fun onStation(name: String)
}

@AppFunctionSignature(scope = AppFunctionMetadata.SCOPE_GLOBAL, appFunctionXmlFileName = "radio_functions")
interface NotFunctional {
    suspend fun scan(): String
}

@AppFunctionSignature(scope = SCOPE_FROM_ELSEWHERE, appFunctionXmlFileName = "radio_functions")
fun
interface NextStation {
    suspend fun next(): String

    fun describe(): String = "skips to the next station"
}

@AppFunctionSignature(scope = AppFunctionMetadata.SCOPE_GLOBAL, appFunctionXmlFileName = "radio_functions", isDescribedByKDoc = true)
@AppFunctionAccessLevel(level = AppFunctionMetadata.ACCESS_LEVEL_SELF, isCompatEnforcementEnabled = false)
fun interface TuneStation {
    /**
     * Tunes the radio to a station.
     *
     * @param frequency The frequency in kilohertz.
     * @return The station's name.
     */
    suspend fun tune(frequency: Int): String
}
