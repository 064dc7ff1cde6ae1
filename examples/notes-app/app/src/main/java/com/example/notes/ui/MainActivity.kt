package com.example.notes.ui

import android.os.Bundle
import androidx.activity.ComponentActivity

/** The home screen: folders, task lists and upcoming reminders. */
class MainActivity : ComponentActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
    }
}
