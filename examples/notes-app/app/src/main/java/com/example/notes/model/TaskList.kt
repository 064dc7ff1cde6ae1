package com.example.notes.model

import androidx.appfunctions.AppFunctionSerializable

/** A named list of tasks, shown as a tab on the app's home screen. */
@AppFunctionSerializable(isDescribedByKDoc = true)
data class TaskList(
    /** The unique ID of the task list. */
    val id: String,
    /** The name of the task list, such as "Groceries" or "Work". */
    val name: String,
    /** The tasks in the list, in the order the user arranged them. */
    val tasks: List<Task>,
    /** The email addresses of the people the list is shared with. */
    val sharedWith: List<String>,
)
