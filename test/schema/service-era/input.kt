package com.example.legacy

import android.app.PendingIntent
import android.net.Uri
import androidx.appfunctions.AppFunctionContext
import androidx.appfunctions.service.AppFunction
import java.time.Instant
import java.time.LocalDate
import java.time.LocalDateTime
import java.time.LocalTime
import java.time.ZoneId

class LegacyFunctions {
    /**
     * Schedules a reminder.
     *
     * @param appFunctionContext The execution context.
     * @param at When to remind.
     * @param day The day.
     * @param time The time of day.
     * @param created When it was created.
     * @param zone The time zone.
     * @param link A link to open.
     * @return A pending intent that opens the reminder.
     */
    @AppFunction(isDescribedByKdoc = true)
    suspend fun schedule(
        appFunctionContext: AppFunctionContext,
        at: LocalDateTime,
        day: LocalDate?,
        time: LocalTime,
        created: Instant,
        zone: ZoneId? = null,
        link: Uri,
        history: List<LocalDateTime> = emptyList(),
    ): PendingIntent = TODO()

    inner class Nested {
        /** Not described: the old flag is missing. */
        @AppFunction
        fun count(appFunctionContext: AppFunctionContext): Int = 0
    }
}
