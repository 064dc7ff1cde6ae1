package com.example.mail

/** Keeps the mailbox in sync while it runs. */
abstract class SyncingService : LoggingService() {
    fun syncNow() {}
}
