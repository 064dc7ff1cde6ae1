package com.example.notes.ui

import android.os.Bundle
import androidx.activity.ComponentActivity

/** Shows one note for editing. Opened from the note list and from agents through openNote. */
class NoteEditorActivity : ComponentActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val noteId = intent.getStringExtra(EXTRA_NOTE_ID) ?: return finish()
        setTitle(noteId)
    }

    companion object {
        const val EXTRA_NOTE_ID = "com.example.notes.extra.NOTE_ID"
    }
}
