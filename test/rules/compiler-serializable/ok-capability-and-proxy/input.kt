package com.example.library

import androidx.appfunctions.AppFunctionSchemaCapability
import androidx.appfunctions.AppFunctionSerializable
import androidx.appfunctions.AppFunctionSerializableProxy
import java.time.LocalTime

@AppFunctionSchemaCapability
interface Shelved {
    val shelfCode: String
}

/** Redeclares the capability's property, with a type of its own choosing. */
@AppFunctionSerializable
class Atlas(override val shelfCode: String, val region: String) : Shelved

/** Converts both ways, one function each. */
@AppFunctionSerializableProxy(targetClass = LocalTime::class)
class OpeningTime(val hour: Int, val minute: Int) {
    fun toLocalTime(): LocalTime = LocalTime.of(hour, minute)

    companion object {
        fun fromLocalTime(time: LocalTime): OpeningTime = OpeningTime(time.hour, time.minute)
    }
}
