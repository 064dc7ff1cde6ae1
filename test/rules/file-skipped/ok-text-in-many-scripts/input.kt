package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration

class NoteFunctions {
    /** Creates a note with the given title (メモを作成します; নোট তৈরি করে; cria uma nota). */
    @AppFunctionDeclaration
    suspend fun createNote(title: String): String = title
}
