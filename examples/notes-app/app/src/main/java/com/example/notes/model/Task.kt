package com.example.notes.model

import androidx.appfunctions.AppFunctionSerializable
import androidx.appfunctions.AppFunctionStringValueConstraint
import java.time.LocalDateTime

/** A to-do item in one of the user's task lists. */
@AppFunctionSerializable(isDescribedByKDoc = true)
data class Task(
    /** The unique ID of the task. */
    val id: String,
    /** The title of the task. */
    val title: String,
    /** Extra details about the task, or null when there are none. */
    val details: String?,
    /** The ID of the task list that holds the task. */
    val listId: String,
    /** The ID of the parent task when this task is a subtask, or null for a top-level task. */
    val parentTaskId: String?,
    /** How urgent the task is. */
    @property:AppFunctionStringValueConstraint(enumValues = ["low", "normal", "high"])
    val priority: String,
    /** When the task is due, in the device's local time, or null when it has no due date. */
    val dueAt: LocalDateTime?,
    /** Whether the task is completed. */
    val isCompleted: Boolean,
    /** The email address of the person the task is assigned to, or null when nobody is. */
    val assigneeEmail: String?,
)
