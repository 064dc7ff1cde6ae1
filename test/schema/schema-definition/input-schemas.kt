package com.example.reminders.schemas

import androidx.appfunctions.AppFunctionContext
import androidx.appfunctions.AppFunctionSchemaDefinition

const val REMINDER_CATEGORY = "reminders"

@AppFunctionSchemaDefinition(name = "createReminder", version = 2, category = REMINDER_CATEGORY)
interface CreateReminderSchema {
    fun createReminder(appFunctionContext: AppFunctionContext, title: String, note: String? = null, minutesBefore: Int = 10): String
}

@AppFunctionSchemaDefinition(name = "snoozeReminder", version = 1, category = SharedCategories.SNOOZE)
interface SnoozeReminderSchema {
    fun snoozeReminder(appFunctionContext: AppFunctionContext, reminderId: String)
}
