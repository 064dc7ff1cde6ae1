package com.example.notes.model

import androidx.appfunctions.AppFunctionInstruction
import androidx.appfunctions.AppFunctionSerializable
import java.time.LocalDateTime

/**
 * A note the user wrote.
 *
 * @property title Shown in the list.
 * @param body Text of the note.
 * @param title Loses to the @property tag.
 */
@AppFunctionSerializable(isDescribedByKDoc = true)
data class Note(
    /** Stable identifier. */
    val id: String,
    val title: String,
    val body: String?,
    @property:AppFunctionInstruction("Labels attached to the note.") val tags: List<String> = emptyList(),
    val attachments: List<Attachment> = emptyList(),
    val created: LocalDateTime,
    val pinned: Boolean = false,
)

/**
 * A file attached to a note. Not described: the flag is off.
 *
 * @property name The file name.
 */
@AppFunctionSerializable
data class Attachment(val name: String, val sizeBytes: Long)

/** Statistics. */
object Stats {
    /** Counts for a folder. */
    @AppFunctionSerializable(isDescribedByKDoc = true)
    data class Summary(
        /** Number of notes. */
        val noteCount: Int,
    )
}

/** A new value for one field. */
@AppFunctionSerializable(isDescribedByKDoc = true)
data class SetField<T>(
    /** The new value. */
    val value: T,
)
