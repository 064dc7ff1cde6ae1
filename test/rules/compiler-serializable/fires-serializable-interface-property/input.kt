package com.example.journal

import androidx.appfunctions.AppFunctionSerializable
import androidx.appfunctions.AppFunctionSerializableInterface

/** Something written in the journal. */
@AppFunctionSerializableInterface
interface Entry {
    val body: String
}

/** Asks to rewrite one entry. */
@AppFunctionSerializable
data class RewriteEntryRequest(
    val entry: Entry,
    val reason: String,
)
