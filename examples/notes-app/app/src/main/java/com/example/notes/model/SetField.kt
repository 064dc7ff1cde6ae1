package com.example.notes.model

import androidx.appfunctions.AppFunctionSerializable

/**
 * A new value for one field of an existing item. An omitted SetField leaves the field unchanged;
 * a SetField holding null clears it.
 */
@AppFunctionSerializable(isDescribedByKDoc = true)
data class SetField<T>(
    /** The new value of the field. */
    val value: T,
)
