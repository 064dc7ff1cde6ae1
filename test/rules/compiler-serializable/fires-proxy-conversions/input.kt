package com.example.clock

import androidx.appfunctions.AppFunctionSerializableProxy
import java.time.LocalTime

/** Converts only one way: the companion has no fromLocalTime. */
@AppFunctionSerializableProxy(targetClass = LocalTime::class)
class WallTime(val hour: Int, val minute: Int) {
    fun toLocalTime(): LocalTime = LocalTime.of(hour, minute)

    companion object {
        fun fromTime(time: LocalTime): WallTime = WallTime(time.hour, time.minute)
    }
}

/** Converts only the other way. */
@AppFunctionSerializableProxy(LocalTime::class)
class AlarmTime(val hour: Int, val minute: Int) {
    companion object {
        fun fromLocalTime(time: LocalTime): AlarmTime = AlarmTime(time.hour, time.minute)
    }
}

class Holder {
    @AppFunctionSerializableProxy(targetClass = LocalTime::class)
    fun convert(): Int = 0
}
