package com.example.notes.data

import com.example.notes.model.Task
import com.example.notes.model.TaskList
import java.time.LocalDate
import java.time.LocalDateTime

/** Tasks and task lists, backed by the app's local database and synced in the background. */
interface TaskRepository {
    /** The list new tasks go to when no list is chosen. */
    val inboxListId: String

    suspend fun getTask(taskId: String): Task?

    suspend fun searchTasks(query: String, listId: String?, includeCompleted: Boolean): List<Task>

    suspend fun getTasksDueOn(date: LocalDate): List<Task>

    suspend fun insertTask(
        title: String,
        listId: String,
        parentTaskId: String?,
        priority: String,
        dueAt: LocalDateTime?,
    ): Task

    suspend fun replaceTask(task: Task): Task

    suspend fun updateTask(taskId: String, title: String, details: String?, dueAt: LocalDateTime?): Task

    suspend fun setPriority(taskId: String, priority: String): Task

    suspend fun setCompleted(taskId: String, completed: Boolean): Task

    suspend fun setAssignee(taskId: String, assigneeEmail: String): Task

    suspend fun deleteTask(taskId: String)

    suspend fun getTaskList(listId: String): TaskList?

    suspend fun insertTaskList(name: String): TaskList

    suspend fun shareTaskList(listId: String, recipientEmail: String): TaskList
}
