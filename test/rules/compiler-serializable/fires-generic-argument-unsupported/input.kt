package com.example.journal

import androidx.appfunctions.AppFunctionSerializable

/** A value to set, or nothing to keep the old one. */
@AppFunctionSerializable
data class Change<T>(val newValue: T)

/** Fields of an entry to change. */
@AppFunctionSerializable
data class EditEntryRequest(
    val mood: Change<Short>? = null,
    val title: Change<String>? = null,
)
