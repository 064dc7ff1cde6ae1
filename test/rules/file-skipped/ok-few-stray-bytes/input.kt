package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration

class NoteFunctions {
    /** Creates a note with the given title. */
    @AppFunctionDeclaration
    suspend fun createNote(title: String): String = title
}
// written in Latin-1 by an old editor: café, crème brûlée
