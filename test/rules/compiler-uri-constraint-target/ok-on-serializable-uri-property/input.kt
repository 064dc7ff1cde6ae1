package com.example.gallery

import android.net.Uri
import androidx.appfunctions.AppFunctionSerializable
import androidx.appfunctions.AppFunctionUriValueConstraint

/** A photo the agent can share. */
@AppFunctionSerializable(isDescribedByKDoc = true)
data class SharedPhoto(
    /** Caption under the photo. */
    val caption: String,
    /** Where the image file is. */
    @AppFunctionUriValueConstraint(allowedSchemes = ["content"])
    val location: Uri?,
)
