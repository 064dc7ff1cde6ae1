package com.example.notes.appfunctions

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionElementNotFoundException
import androidx.appfunctions.AppFunctionInvalidArgumentException
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint
import androidx.appfunctions.AppFunctionStringValueConstraint
import com.example.notes.NotesApplication
import com.example.notes.data.ReminderRepository
import com.example.notes.model.Reminder
import java.time.LocalDateTime

/** App functions for reminders. The compiler generates ReminderFunctionsService. */
@AppFunctionServiceEntryPoint(
    serviceName = "ReminderFunctionsService",
    appFunctionXmlFileName = "reminder_functions.xml",
)
abstract class ReminderFunctions : AppFunctionService() {

    private val reminders: ReminderRepository
        get() = (application as NotesApplication).reminderRepository

    /**
     * Creates a reminder that goes off once at the given time. A reminder can be linked to a
     * note or to a task, but not to both.
     *
     * @param title The text to show in the notification.
     * @param remindAt When the reminder goes off, in the device's local time.
     * @param noteId The ID of a note to link the reminder to.
     * @param taskId The ID of a task to link the reminder to.
     * @return The created reminder.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun createReminder(
        title: String,
        remindAt: LocalDateTime,
        noteId: String? = null,
        taskId: String? = null,
    ): Reminder {
        if (noteId != null && taskId != null) {
            throw AppFunctionInvalidArgumentException("A reminder can be linked to a note or a task, not both.")
        }
        if (remindAt.isBefore(LocalDateTime.now())) {
            throw AppFunctionInvalidArgumentException("The reminder time $remindAt is in the past.")
        }
        return reminders.insertReminder(title = title, remindAt = remindAt, noteId = noteId, taskId = taskId)
    }

    /**
     * Returns a reminder by its ID.
     *
     * @param reminderId The ID of the reminder.
     * @return The reminder with the given ID.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun getReminder(reminderId: String): Reminder =
        reminders.getReminder(reminderId)
            ?: throw AppFunctionElementNotFoundException("No reminder found with ID $reminderId.")

    /**
     * Cancels a reminder, so that it no longer goes off.
     *
     * @param reminderId The ID of the reminder to cancel.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun cancelReminder(reminderId: String) {
        if (reminders.getReminder(reminderId) == null) {
            throw AppFunctionElementNotFoundException("No reminder found with ID $reminderId.")
        }
        reminders.deleteReminder(reminderId)
    }

    /**
     * Sets how often a reminder repeats.
     *
     * @param reminderId The ID of the reminder.
     * @param repeatInterval How often the reminder repeats; "none" makes it go off only once more.
     * @return The updated reminder.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setReminderRepeat(
        reminderId: String,
        @AppFunctionStringValueConstraint(enumValues = ["none", "daily", "weekly", "monthly"]) repeatInterval: String,
    ): Reminder {
        if (reminders.getReminder(reminderId) == null) {
            throw AppFunctionElementNotFoundException("No reminder found with ID $reminderId.")
        }
        return reminders.setRepeatInterval(reminderId, repeatInterval)
    }

    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun listUpcomingReminders(endTime: LocalDateTime? = null): List<Reminder> {
        val now = LocalDateTime.now()
        val end = endTime ?: now.plusDays(DEFAULT_WINDOW_DAYS)
        if (end.isBefore(now)) {
            throw AppFunctionInvalidArgumentException("The end time $end is in the past.")
        }
        return reminders.getRemindersBetween(now, end).sortedBy { it.remindAt }
    }

    /**
     * Moves a reminder to a new date and time.
     *
     * @param reminderId The ID of the reminder.
     * @param remindAt The new time of the reminder, in the device's local time.
     * @param keepRepeating Whether a repeating reminder keeps its schedule after the change.
     * @return The rescheduled reminder.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun rescheduleReminder(
        reminderId: String,
        remindAt: LocalDateTime,
        keepRepeating: Boolean = false,
    ): Reminder {
        if (reminders.getReminder(reminderId) == null) {
            throw AppFunctionElementNotFoundException("No reminder found with ID $reminderId.")
        }
        if (remindAt.isBefore(LocalDateTime.now())) {
            throw AppFunctionInvalidArgumentException("The reminder time $remindAt is in the past.")
        }
        return reminders.setTime(reminderId, remindAt)
    }

    private companion object {
        const val DEFAULT_WINDOW_DAYS = 7L
    }
}
