package com.example.notes

import android.app.Application
import com.example.notes.data.NoteRepository
import com.example.notes.data.ReminderRepository
import com.example.notes.data.TaskRepository
import com.example.notes.data.local.NotesDatabase
import com.example.notes.legacy.ChecklistStore
import com.example.notes.legacy.ChecklistStoreOwner

/** Holds the app's repositories; activities and app function services read them from here. */
class NotesApplication : Application(), ChecklistStoreOwner {
    lateinit var noteRepository: NoteRepository
        private set
    lateinit var taskRepository: TaskRepository
        private set
    lateinit var reminderRepository: ReminderRepository
        private set
    override lateinit var checklistStore: ChecklistStore

    override fun onCreate() {
        super.onCreate()
        // The Room database and its repository implementations live in data/local, which this
        // example leaves out: only the interfaces matter to the app functions.
        val database = NotesDatabase.open(this)
        noteRepository = database.noteRepository()
        taskRepository = database.taskRepository()
        reminderRepository = database.reminderRepository()
        checklistStore = database.checklistStore()
    }
}
