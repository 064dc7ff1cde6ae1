package com.example.journal

import androidx.appfunctions.AppFunctionSerializable
import androidx.appfunctions.AppFunctionSerializableInterface

/** Something written in the journal. */
@AppFunctionSerializableInterface
interface Entry {
    val body: String
}

/** A value to set, or nothing to keep the old one. */
@AppFunctionSerializable
data class Change<T>(val newValue: T)

/** Replaces an entry. */
@AppFunctionSerializable
data class ReplaceEntryRequest(
    val replacement: Change<Entry>? = null,
)
