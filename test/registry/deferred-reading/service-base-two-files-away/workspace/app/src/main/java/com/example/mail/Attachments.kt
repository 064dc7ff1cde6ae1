package com.example.mail

/** Sizes of attachments, for the compose screen. */
object Attachments {
    fun label(bytes: Long): String = "${bytes / 1024} KB"
}
