package com.example.notes.data

import com.example.notes.model.Reminder
import java.time.LocalDateTime

/** Reminders, stored locally and scheduled with the system alarm manager. */
interface ReminderRepository {
    suspend fun getReminder(reminderId: String): Reminder?

    suspend fun getRemindersBetween(start: LocalDateTime, end: LocalDateTime): List<Reminder>

    suspend fun insertReminder(title: String, remindAt: LocalDateTime, noteId: String?, taskId: String?): Reminder

    suspend fun setTime(reminderId: String, remindAt: LocalDateTime): Reminder

    suspend fun setRepeatInterval(reminderId: String, repeatInterval: String): Reminder

    suspend fun deleteReminder(reminderId: String)
}
