package com.example.notes.functions

import android.net.Uri
import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionElementNotFoundException
import androidx.appfunctions.AppFunctionInstruction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint
import androidx.appfunctions.AppFunctionStringValueConstraint
import com.example.notes.data.NoteRepository
import java.time.LocalDateTime

@AppFunctionServiceEntryPoint(serviceName = "NoteFunctionsService", appFunctionXmlFileName = "note_functions.xml")
abstract class NoteFunctions : AppFunctionService() {
    private val repository: NoteRepository get() = NoteRepository.get()

    /**
     * Creates a note in the given folder.
     *
     * The note is pinned when [pinned] is true.
     *
     * @param title Title of the note,
     *   shown in the list.
     * @param folder Folder that receives the note.
     * @param pinned Whether the note stays on top.
     * @return The created note.
     * @throws AppFunctionElementNotFoundException when the folder does not exist.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun createNote(
        title: String,
        @AppFunctionStringValueConstraint(enumValues = ["inbox", "work"]) folder: String,
        pinned: Boolean = false,
        reminder: LocalDateTime? = null,
    ): Note {
        val target = repository.findFolder(folder) ?: throw AppFunctionElementNotFoundException("No folder $folder")
        return repository.create(title, target, pinned, reminder!!)
    }

    /** Opens an attachment. */
    @AppFunctionDeclaration(isEnabled = false)
    @AppFunctionInstruction("Opens the attachment at the given address.")
    fun openAttachment(@AppFunctionInstruction("Address of the attachment.") uri: Uri): Unit = repository.open(uri)

    @Deprecated("Use createNote")
    @AppFunctionDeclaration
    fun addNote(title: String) = repository.create(title)
}
