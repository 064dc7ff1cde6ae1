package com.example.reminders

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionContext
import com.example.reminders.schemas.CreateReminderSchema
import com.example.reminders.schemas.SnoozeReminderSchema

class ReminderFunctions : CreateReminderSchema, SnoozeReminderSchema {
    /**
     * Creates a reminder with a title and an optional note.
     *
     * @param title The words shown in the notification.
     * @param note Extra text shown under the title.
     * @param minutesBefore How long before the due time to notify.
     * @return The id of the new reminder.
     */
    @AppFunction(isDescribedByKDoc = true)
    override fun createReminder(appFunctionContext: AppFunctionContext, title: String, note: String?, minutesBefore: Int): String = ""

    /** Postpones a reminder by its id. */
    @AppFunction
    override fun snoozeReminder(appFunctionContext: AppFunctionContext, reminderId: String) {}

    /** Lists the reminders due today. */
    @AppFunction
    fun listDueToday(appFunctionContext: AppFunctionContext): List<String> = emptyList()
}
