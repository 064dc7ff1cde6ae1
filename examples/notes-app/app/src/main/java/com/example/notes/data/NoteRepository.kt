package com.example.notes.data

import android.net.Uri
import com.example.notes.model.Folder
import com.example.notes.model.Note
import java.time.LocalDateTime

/**
 * Notes and folders, backed by the app's local database and synced in the background. Lookups
 * return null when the item does not exist.
 */
interface NoteRepository {
    /** The folder new notes go to when no folder is chosen. */
    val inboxFolderId: String

    suspend fun getNote(noteId: String): Note?

    suspend fun searchNotes(query: String, folderId: String?, modifiedAfter: LocalDateTime?, limit: Int): List<Note>

    suspend fun findDrafts(folderId: String?): List<Note>

    suspend fun insertNote(title: String, content: String?, folderId: String, labels: List<String>): Note

    suspend fun updateNote(noteId: String, title: String, content: String?): Note

    suspend fun appendText(noteId: String, text: String): Note

    suspend fun copyNote(noteId: String): Note

    suspend fun moveNote(noteId: String, folderId: String): Note

    suspend fun setArchived(noteId: String, archived: Boolean): Note

    suspend fun setLabels(noteId: String, labels: List<String>): Note

    suspend fun addImage(noteId: String, imageUri: Uri): Note

    suspend fun lock(noteId: String, password: String): Note

    suspend fun share(noteId: String, recipientEmail: String)

    /** Returns null when the note is not in the trash or has been purged. */
    suspend fun restoreFromTrash(noteId: String): Note?

    suspend fun delete(noteId: String)

    /** Deletes the notes in [folderId] and returns how many there were. */
    suspend fun deleteAllInFolder(folderId: String): Int

    suspend fun getFolder(folderId: String): Folder?

    suspend fun getFolders(): List<Folder>

    suspend fun insertFolder(name: String, parentFolderId: String?): Folder

    suspend fun renameFolder(folderId: String, name: String): Folder

    suspend fun deleteFolder(folderId: String)
}
