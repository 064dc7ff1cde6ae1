package com.example.lamp

import androidx.appfunctions.AppFunctionAccessLevel
import androidx.appfunctions.AppFunctionContext
import androidx.appfunctions.AppFunctionInstruction
import androidx.appfunctions.AppFunctionSerializable
import androidx.appfunctions.AppFunctionSignature
import androidx.appfunctions.metadata.AppFunctionMetadata

/** A colour the lamp can show. */
@AppFunctionSerializable(isDescribedByKDoc = true)
class LampColor(
    /** Red, from 0 to 255. */
    val red: Int,
    /** Green, from 0 to 255. */
    val green: Int,
)

@AppFunctionSignature(scope = 1, appFunctionXmlFileName = "lamp_functions", isDescribedByKDoc = true)
fun interface PaintLamp {
    /**
     * Paints the lamp in one colour.
     *
     * @param color The colour to show.
     * @param fadeMillis How long the change takes.
     */
    suspend fun paint(
        color: LampColor,
        @AppFunctionInstruction("Zero changes the colour at once.") fadeMillis: Long = 0,
    ): @AppFunctionInstruction("Whether the lamp took the colour.") Boolean
}

/** The KDoc is not exposed: the signature does not ask for it. */
@AppFunctionSignature(scope = AppFunctionMetadata.SCOPE_GLOBAL, appFunctionXmlFileName = "lamp_functions")
fun interface DimLamp {
    /** Dims the lamp. */
    suspend fun dim(context: AppFunctionContext, percent: Int): Unit
}

@AppFunctionSignature(scope = AppFunctionMetadata.SCOPE_GLOBAL, appFunctionXmlFileName = "lamp_functions")
@AppFunctionAccessLevel(level = AppFunctionMetadata.ACCESS_LEVEL_SYSTEM, isCompatEnforcementEnabled = true)
fun interface ResetLamp {
    suspend fun reset(): String
}
