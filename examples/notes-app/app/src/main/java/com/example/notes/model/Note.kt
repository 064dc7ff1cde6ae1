package com.example.notes.model

import android.net.Uri
import androidx.appfunctions.AppFunctionSerializable
import java.time.LocalDateTime

/** A note in the user's notebook. */
@AppFunctionSerializable(isDescribedByKDoc = true)
data class Note(
    /** The unique ID of the note. */
    val id: String,
    /** The title of the note. */
    val title: String,
    /** The body text of the note, or null when the note has only a title. */
    val content: String?,
    /** The ID of the folder that holds the note. */
    val folderId: String,
    /** The labels attached to the note, such as "work" or "recipes". */
    val labels: List<String>,
    /** Links to the images attached to the note. */
    val imageUris: List<Uri>,
    /** Whether the note is a draft that was never saved from the editor. */
    val isDraft: Boolean,
    /** Whether the note is archived. */
    val isArchived: Boolean,
    /** Whether the note is locked, so that its body is readable only in the app. */
    val isLocked: Boolean,
    /** When the note was created, in the device's local time. */
    val createdAt: LocalDateTime,
    /** When the note was last changed, in the device's local time. */
    val modifiedAt: LocalDateTime,
)
