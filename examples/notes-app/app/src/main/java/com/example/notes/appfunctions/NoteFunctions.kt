package com.example.notes.appfunctions

import android.app.PendingIntent
import android.content.Intent
import android.net.Uri
import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionElementNotFoundException
import androidx.appfunctions.AppFunctionInvalidArgumentException
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint
import androidx.appfunctions.AppFunctionUriValueConstraint
import com.example.notes.NotesApplication
import com.example.notes.data.NoteRepository
import com.example.notes.model.Note
import com.example.notes.model.SetField
import com.example.notes.ui.NoteEditorActivity
import java.time.LocalDateTime

/** App functions that read and write single notes. The compiler generates NoteFunctionsService. */
@AppFunctionServiceEntryPoint(
    serviceName = "NoteFunctionsService",
    appFunctionXmlFileName = "note_functions.xml",
)
abstract class NoteFunctions : AppFunctionService() {

    private val notes: NoteRepository
        get() = (application as NotesApplication).noteRepository

    /**
     * Creates a note. The note goes to the inbox folder unless a folder is given.
     *
     * @param title The title of the note.
     * @param content The body text of the note.
     * @param folderId The ID of the folder to create the note in.
     * @param labels The labels to attach to the note, such as "work" or "recipes".
     * @return The created note.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun createNote(
        title: String,
        content: String? = null,
        folderId: String? = null,
        labels: List<String> = emptyList(),
    ): Note {
        if (title.isBlank()) {
            throw AppFunctionInvalidArgumentException("The title of a note cannot be blank.")
        }
        // The library passes null for an omitted folder, so the inbox is chosen here.
        val targetFolderId = folderId ?: notes.inboxFolderId
        if (notes.getFolder(targetFolderId) == null) {
            throw AppFunctionElementNotFoundException("No folder found with ID $targetFolderId.")
        }
        return notes.insertNote(title = title, content = content, folderId = targetFolderId, labels = labels)
    }

    /**
     * Returns a note by its ID, including its labels and attached images.
     *
     * @param noteId The ID of the note.
     * @return The note with the given ID.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun getNote(noteId: String): Note =
        notes.getNote(noteId) ?: throw AppFunctionElementNotFoundException("No note found with ID $noteId.")

    /**
     * Searches notes by words in their title, body or labels.
     *
     * @param searchQuery The words to look for.
     * @param folderId The ID of a folder to limit the search to.
     * @param modifiedAfter Limits the results to notes changed after this local date and time.
     * @param maxResults The largest number of notes to return; 20 when omitted.
     * @return The matching notes, most recently changed first.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun searchNotes(
        searchQuery: String,
        folderId: String? = null,
        modifiedAfter: LocalDateTime? = null,
        maxResults: Int = 0,
    ): List<Note> {
        if (maxResults < 0) {
            throw AppFunctionInvalidArgumentException("maxResults cannot be negative, but was $maxResults.")
        }
        // An omitted maxResults arrives as 0, so the real default is resolved here.
        val limit = if (maxResults == 0) DEFAULT_SEARCH_LIMIT else maxResults
        return notes.searchNotes(query = searchQuery, folderId = folderId, modifiedAfter = modifiedAfter, limit = limit)
    }

    /**
     * Updates the title or body of a note. Fields that are left out keep their current values.
     *
     * @param noteId The ID of the note to update.
     * @param title The new title of the note.
     * @param content The new body text of the note; a null value clears the body.
     * @return The updated note.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun updateNote(
        noteId: String,
        title: SetField<String>? = null,
        content: SetField<String?>? = null,
    ): Note {
        val note = notes.getNote(noteId)
            ?: throw AppFunctionElementNotFoundException("No note found with ID $noteId.")
        if (title != null && title.value.isBlank()) {
            throw AppFunctionInvalidArgumentException("The title of a note cannot be blank.")
        }
        return notes.updateNote(
            noteId = noteId,
            title = title?.value ?: note.title,
            // SetField(null) clears the body; an elvis operator here would lose that case.
            content = if (content != null) content.value else note.content,
        )
    }

    /**
     * Returns an intent that opens a note in the app's editor.
     *
     * @param noteId The ID of the note to open.
     * @return An intent that shows the note in the editor when launched.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun openNote(noteId: String): PendingIntent {
        val note = notes.getNote(noteId)
            ?: throw AppFunctionElementNotFoundException("No note found with ID $noteId.")
        val intent = Intent(this, NoteEditorActivity::class.java)
            .putExtra(NoteEditorActivity.EXTRA_NOTE_ID, note.id)
        return PendingIntent.getActivity(
            this,
            note.id.hashCode(),
            intent,
            PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT,
        )
    }

    /**
     * Attaches an image to a note.
     *
     * @param noteId The ID of the note.
     * @param imageUri A content link to the image, such as one from the photo picker.
     * @return The note with the image attached.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun attachImageToNote(
        noteId: String,
        @AppFunctionUriValueConstraint(allowedSchemes = ["content"]) imageUri: Uri,
    ): Note {
        if (notes.getNote(noteId) == null) {
            throw AppFunctionElementNotFoundException("No note found with ID $noteId.")
        }
        return notes.addImage(noteId, imageUri)
    }

    /**
     * Adds a label to a note. A label the note already has is not added twice.
     *
     * @param noteId The ID of the note.
     * @param label The label to add, such as "work" or "recipes".
     * @return The note with its updated labels.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun addLabelToNote(noteId: String, label: String): Note {
        val note = notes.getNote(noteId)
            ?: throw AppFunctionElementNotFoundException("No note found with ID $noteId.")
        if (label.isBlank()) {
            throw AppFunctionInvalidArgumentException("A label cannot be blank.")
        }
        return notes.setLabels(noteId, (note.labels + label.trim()).distinct())
    }

    /**
     * Removes a label from a note. The label itself stays on any other notes that have it.
     *
     * @param noteId The ID of the note.
     * @param label The label to remove.
     * @return The note with its updated labels.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun removeLabelFromNote(noteId: String, label: String): Note {
        val note = notes.getNote(noteId)
            ?: throw AppFunctionElementNotFoundException("No note found with ID $noteId.")
        if (label !in note.labels) {
            throw AppFunctionElementNotFoundException("The note $noteId has no label \"$label\".")
        }
        return notes.setLabels(noteId, note.labels - label)
    }

    /**
     * Note archival.
     *
     * @param noteId The ID of the note to archive.
     * @return The archived note.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun archiveNote(noteId: String): Note {
        if (notes.getNote(noteId) == null) {
            throw AppFunctionElementNotFoundException("No note found with ID $noteId.")
        }
        return notes.setArchived(noteId, archived = true)
    }

    /**
     * Restores a deleted note from the trash to the folder it was in.
     * VERY IMPORTANT: notes stay in the trash for 30 days and cannot be restored after that.
     *
     * @param noteId The ID of the deleted note.
     * @return The restored note.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun restoreNote(noteId: String): Note =
        notes.restoreFromTrash(noteId)
            ?: throw AppFunctionElementNotFoundException("No note with ID $noteId is in the trash.")

    /**
     * This function is used to make a copy of a note in the same folder.
     *
     * @param noteId The ID of the note to copy.
     * @return The new copy of the note.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun duplicateNote(noteId: String): Note {
        if (notes.getNote(noteId) == null) {
            throw AppFunctionElementNotFoundException("No note found with ID $noteId.")
        }
        return notes.copyNote(noteId)
    }

    /**
     * Shares a note with another person by email.
     * You must always ask the user for the recipient's email address.
     *
     * @param noteId The ID of the note to share.
     * @param recipientEmail The email address of the person to share the note with.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun shareNote(noteId: String, recipientEmail: String) {
        if (notes.getNote(noteId) == null) {
            throw AppFunctionElementNotFoundException("No note found with ID $noteId.")
        }
        if (!android.util.Patterns.EMAIL_ADDRESS.matcher(recipientEmail).matches()) {
            throw AppFunctionInvalidArgumentException("\"$recipientEmail\" is not a valid email address.")
        }
        notes.share(noteId, recipientEmail)
    }

    /**
     * Locks a note, so that its body can be read only after it is unlocked in the app.
     *
     * @param noteId The ID of the note to lock.
     * @param password The password that will unlock the note.
     * @return The locked note.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun lockNote(noteId: String, password: String): Note {
        if (notes.getNote(noteId) == null) {
            throw AppFunctionElementNotFoundException("No note found with ID $noteId.")
        }
        if (password.length < MIN_PASSWORD_LENGTH) {
            throw AppFunctionInvalidArgumentException("The password needs at least $MIN_PASSWORD_LENGTH characters.")
        }
        return notes.lock(noteId, password)
    }

    /**
     * Returns the draft notes in a folder, newest first, and deletes the drafts that have no text.
     *
     * @param folderId The ID of the folder to look in; every folder when omitted.
     * @return The drafts in the folder that have text.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun getDraftNotes(folderId: String? = null): List<Note> {
        val drafts = notes.findDrafts(folderId)
        // Tidy up the empty drafts the editor leaves behind when it is closed without typing.
        drafts.filter { it.content.isNullOrBlank() }.forEach { notes.delete(it.id) }
        return drafts.filterNot { it.content.isNullOrBlank() }
    }

    /**
     * Adds text to the end of a note's body, on a new line.
     *
     * @param noteId The ID of the note.
     * @param data The text to add.
     * @return The updated note.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun appendToNote(noteId: String, data: String): Note {
        if (data.isBlank()) {
            throw AppFunctionInvalidArgumentException("There is no text to add.")
        }
        if (notes.getNote(noteId) == null) {
            throw AppFunctionElementNotFoundException("No note found with ID $noteId.")
        }
        return notes.appendText(noteId, data)
    }

    private companion object {
        const val DEFAULT_SEARCH_LIMIT = 20
        const val MIN_PASSWORD_LENGTH = 4
    }
}
