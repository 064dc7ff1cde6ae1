package com.example.notes.data.local

import android.content.Context
import com.example.notes.data.NoteRepository
import com.example.notes.data.ReminderRepository
import com.example.notes.data.TaskRepository
import com.example.notes.legacy.ChecklistStore

/**
 * Stands in for the example app's storage layer, which examples/ leaves out on purpose: the app
 * functions only see the repository interfaces. Compiling the example needs just these signatures.
 */
abstract class NotesDatabase {
    abstract fun noteRepository(): NoteRepository
    abstract fun taskRepository(): TaskRepository
    abstract fun reminderRepository(): ReminderRepository
    abstract fun checklistStore(): ChecklistStore

    companion object {
        fun open(context: Context): NotesDatabase = throw UnsupportedOperationException("storage is not part of the example")
    }
}
