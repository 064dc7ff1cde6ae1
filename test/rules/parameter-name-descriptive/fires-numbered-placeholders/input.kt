package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NotesService", appFunctionXmlFileName = "notes.xml")
abstract class NoteFunctions : AppFunctionService() {
    /**
     * Moves a note into a folder.
     *
     * @param p1 The note ID.
     * @param p2 The folder ID.
     * @return Whether the note moved.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun moveNote(p1: String, p2: String): Boolean = p1.isNotEmpty() && p2.isNotEmpty()

    /**
     * Adds the numbers of a long list, only two of which are numbered operands.
     *
     * @param num1 The first number.
     * @param num2 The second number.
     * @param label A label for the result.
     * @param unit The unit of the numbers.
     * @return The sum, labelled.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun addLabelled(num1: Long, num2: Long, label: String, unit: String): String = "$label ${num1 + num2} $unit"
}
