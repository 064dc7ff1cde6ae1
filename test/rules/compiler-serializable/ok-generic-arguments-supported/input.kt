package com.example.journal

import androidx.appfunctions.AppFunctionSerializable

/** A tag on entries. */
@AppFunctionSerializable
data class Tag(val label: String)

/** A value to set, or nothing to keep the old one. */
@AppFunctionSerializable
data class Change<T>(val newValue: T)

/** Fields of an entry to change. */
@AppFunctionSerializable
data class EditEntryRequest(
    val rating: Change<Int>? = null,
    val title: Change<String?>? = null,
    val labels: Change<List<String>>? = null,
    val tag: Change<Tag>? = null,
    val tags: Change<List<Tag>>? = null,
    val photos: Change<IntArray>? = null,
)
