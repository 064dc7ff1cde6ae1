package com.example.notes.model

import androidx.appfunctions.AppFunctionSerializable

/** A folder that groups notes. Folders can be nested. */
@AppFunctionSerializable(isDescribedByKDoc = true)
data class Folder(
    /** The unique ID of the folder. */
    val id: String,
    /** The display name of the folder. */
    val name: String,
    /** The ID of the folder that contains this one, or null for a top-level folder. */
    val parentFolderId: String?,
    /** The number of notes in the folder, not counting subfolders. */
    val noteCount: Int,
)
