package com.example.contacts

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionSerializable
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint
import androidx.appfunctions.AppFunctionStringValueConstraint

/** A postal code. */
@AppFunctionSerializable(isDescribedByKDoc = true)
data class PostalCode(
    /** Five digits. */
    @AppFunctionStringValueConstraint(pattern = "[0-9]{5,3}")
    val code: String,
)
