package com.example.notes.legacy

/** Stores checklists. The app module provides the implementation. */
interface ChecklistStore {
    suspend fun getChecklist(checklistId: String): Checklist?

    suspend fun insertChecklist(title: String, items: List<String>): Checklist

    suspend fun insertItem(checklistId: String, text: String): Checklist

    suspend fun setItemDone(checklistId: String, itemId: String, done: Boolean): Checklist
}

/** Implemented by the application class, which owns the store. */
interface ChecklistStoreOwner {
    val checklistStore: ChecklistStore
}
