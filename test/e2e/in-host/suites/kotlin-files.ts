/** The Kotlin workspace's files and the findings they are written to produce (see workspace/kotlin). */
export const NOTES = 'app/src/main/java/com/example/e2e/NoteFunctions.kt';
export const TASKS = 'app/src/main/java/com/example/e2e/TaskFunctions.kt';

/** The shouting sentence in NoteFunctions.kt's KDoc (zero-based line 9). */
export const SHOUTING = 'VERY IMPORTANT: keep titles short.';
export const SHOUTING_FIXED = 'Keep titles short.';

/** archiveNote has no KDoc (line 18); this one describes it. */
export const ARCHIVE_DECLARATION = '    @AppFunctionDeclaration\n    suspend fun archiveNote';
export const ARCHIVE_DOCUMENTED = `    /**
     * Moves a note to the archive so it no longer shows in the list.
     *
     * @param noteId Identifier of the note to archive.
     * @return The identifier of the archived note.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun archiveNote`;

export const BOTH = ['description-missing', 'no-shouting'];
