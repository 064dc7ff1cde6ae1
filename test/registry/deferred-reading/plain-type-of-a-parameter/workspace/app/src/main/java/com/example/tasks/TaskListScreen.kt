package com.example.tasks

/** The list screen's state holder; nothing here is seen by an agent. */
class TaskListScreenState(val rows: List<String>) {
    fun isEmpty(): Boolean = rows.isEmpty()
}
