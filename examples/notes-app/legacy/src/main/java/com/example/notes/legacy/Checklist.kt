package com.example.notes.legacy

import androidx.appfunctions.AppFunctionSerializable

/** A checklist: a short list of items that are checked off one by one. */
@AppFunctionSerializable(isDescribedByKdoc = true)
data class Checklist(
    /** The unique ID of the checklist. */
    val id: String,
    /** The title of the checklist, such as "Packing list". */
    val title: String,
    /** The items of the checklist, in display order. */
    val items: List<ChecklistItem>,
)

/** One line of a checklist. */
@AppFunctionSerializable(isDescribedByKdoc = true)
data class ChecklistItem(
    /** The unique ID of the item within its checklist. */
    val id: String,
    /** The text of the item. */
    val text: String,
    /** Whether the item is checked off. */
    val isDone: Boolean,
)
