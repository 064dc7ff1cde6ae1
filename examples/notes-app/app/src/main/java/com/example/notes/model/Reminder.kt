package com.example.notes.model

import androidx.appfunctions.AppFunctionSerializable
import androidx.appfunctions.AppFunctionStringValueConstraint
import java.time.LocalDateTime

/** A notification that goes off at a set time, optionally linked to a note or a task. */
@AppFunctionSerializable(isDescribedByKDoc = true)
data class Reminder(
    /** The unique ID of the reminder. */
    val id: String,
    /** The text shown in the notification. */
    val title: String,
    /** When the reminder goes off next, in the device's local time. */
    val remindAt: LocalDateTime,
    /** How often the reminder repeats. */
    @property:AppFunctionStringValueConstraint(enumValues = ["none", "daily", "weekly", "monthly"])
    val repeatInterval: String,
    /** The ID of the linked note, or null when the reminder is not linked to a note. */
    val noteId: String?,
    /** The ID of the linked task, or null when the reminder is not linked to a task. */
    val taskId: String?,
)
