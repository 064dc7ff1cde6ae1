package com.example.notes

import androidx.appfunctions.AppFunctionInstruction
import androidx.appfunctions.AppFunctionSerializable

/**
 * A note the user wrote.
 *
 * @property title Shown in the list.
 * @param body Text of the note.
 */
@AppFunctionSerializable(isDescribedByKDoc = true)
data class Note(
    /** Stable identifier. */
    val id: String,
    val title: String,
    val body: String?,
    @property:AppFunctionInstruction("Labels attached to the note.") val tags: List<String> = emptyList(),
    notAProperty: Int,
)

@AppFunctionSerializable
class Folder private constructor(val name: String)

@AppFunctionSerializable
class Empty
