package com.example.gallery

import android.net.Uri
import androidx.appfunctions.AppFunctionContext
import androidx.appfunctions.AppFunctionSerializable
import androidx.appfunctions.AppFunctionUriValueConstraint
import androidx.appfunctions.service.AppFunction

/** A picture to share, and where it may be read from. */
@AppFunctionSerializable
data class SharedPicture(
    /** The picture itself. */
    @property:AppFunctionUriValueConstraint(allowedSchemes = ["content"])
    val picture: Uri,
    /** A caption shown under the picture. */
    val caption: String,
)

class GalleryFunctions {
    /**
     * Opens a picture in the gallery.
     *
     * @param location Where the picture is stored.
     * @return The address of the opened picture.
     */
    @AppFunction
    @AppFunctionUriValueConstraint(allowedSchemes = ["content"])
    suspend fun openPicture(
        appFunctionContext: AppFunctionContext,
        @AppFunctionUriValueConstraint(allowedSchemes = ["content", "file", "a.b+c"]) location: Uri,
    ): Uri = location

    /**
     * Shares a picture with a contact.
     *
     * @param shared The picture and its caption.
     * @param anyLink A link with no scheme constraint.
     */
    @AppFunction
    suspend fun sharePicture(appFunctionContext: AppFunctionContext, shared: SharedPicture, anyLink: Uri?) {}
}
