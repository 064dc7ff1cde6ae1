package com.example.tasks

/** What the task list shows: a plain class, not an AppFunctions serializable. */
data class TaskFilter(val label: String, val includeDone: Boolean)
