package com.example.notes.model

import androidx.appfunctions.AppFunctionInstruction
import androidx.appfunctions.AppFunctionSerializable

/** A folder; folders nest. */
@AppFunctionSerializable(isDescribedByKDoc = true)
@AppFunctionInstruction("A folder that holds notes and other folders.")
data class Folder(
    /** The folder's id. */
    val id: String,
    /** The folder that contains this one. */
    val parent: Folder?,
)
