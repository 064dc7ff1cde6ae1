package com.example.notes.appfunctions

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionElementNotFoundException
import androidx.appfunctions.AppFunctionInvalidArgumentException
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint
import com.example.notes.NotesApplication
import com.example.notes.data.NoteRepository
import com.example.notes.model.Folder
import com.example.notes.model.Note

/** App functions that organise notes into folders. The compiler generates FolderFunctionsService. */
@AppFunctionServiceEntryPoint(
    serviceName = "FolderFunctionsService",
    appFunctionXmlFileName = "folder_functions.xml",
)
abstract class FolderFunctions : AppFunctionService() {

    private val notes: NoteRepository
        get() = (application as NotesApplication).noteRepository

    /**
     * Creates a folder for notes, either at the top level or inside another folder.
     *
     * @param folderName The name of the new folder.
     * @param parentFolderId The ID of the folder to create the new folder in.
     * @return The created folder.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun createFolder(folderName: String, parentFolderId: String? = null): Folder {
        if (folderName.isBlank()) {
            throw AppFunctionInvalidArgumentException("The name of a folder cannot be blank.")
        }
        if (parentFolderId != null && notes.getFolder(parentFolderId) == null) {
            throw AppFunctionElementNotFoundException("No folder found with ID $parentFolderId.")
        }
        return notes.insertFolder(name = folderName.trim(), parentFolderId = parentFolderId)
    }

    /**
     * Lists the user's folders with the number of notes in each.
     *
     * @return The folders, sorted by name.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun listFolders(): List<Folder> = notes.getFolders().sortedBy { it.name.lowercase() }

    /**
     * Deletes a folder that holds no notes. A folder with notes in it is not deleted.
     *
     * @param folderId The ID of the folder to delete.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun deleteFolder(folderId: String) {
        val folder = notes.getFolder(folderId)
            ?: throw AppFunctionElementNotFoundException("No folder found with ID $folderId.")
        if (folder.noteCount > 0) {
            throw AppFunctionInvalidArgumentException("The folder \"${folder.name}\" still holds ${folder.noteCount} notes.")
        }
        notes.deleteFolder(folderId)
    }

    /**
     * Renames a folder.
     *
     * @param folderId The ID of the folder to rename.
     * @param newName The new name of the folder.
     * @return The renamed folder.
     */
    @AppFunctionDeclaration
    suspend fun renameFolder(folderId: String, newName: String): Folder {
        if (newName.isBlank()) {
            throw AppFunctionInvalidArgumentException("The name of a folder cannot be blank.")
        }
        if (notes.getFolder(folderId) == null) {
            throw AppFunctionElementNotFoundException("No folder found with ID $folderId.")
        }
        return notes.renameFolder(folderId, newName.trim())
    }

    /**
     * Moves a note to another folder. Call searchNotes first to get the note ID.
     *
     * @param noteId The ID of the note to move.
     * @param folderId The ID of the folder to move the note to.
     * @return The moved note.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun moveNoteToFolder(noteId: String, folderId: String): Note {
        if (notes.getNote(noteId) == null) {
            throw AppFunctionElementNotFoundException("No note found with ID $noteId.")
        }
        if (notes.getFolder(folderId) == null) {
            throw AppFunctionElementNotFoundException("No folder found with ID $folderId.")
        }
        return notes.moveNote(noteId, folderId)
    }

    /**
     * Deletes the notes in every folder. The folders themselves are kept.
     *
     * @return The number of notes deleted.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun deleteAllNotes(): Int =
        notes.getFolders().sumOf { folder -> notes.deleteAllInFolder(folder.id) }
}
