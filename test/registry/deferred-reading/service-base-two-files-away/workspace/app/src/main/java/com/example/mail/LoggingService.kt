package com.example.mail

import android.app.Service

/** Every service of the app logs its start and stop: an ordinary Android service. */
abstract class LoggingService : Service()
