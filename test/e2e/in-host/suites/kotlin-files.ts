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

/** The workspace's function ids, as the registry, the hover and the schema preview name them. */
export const CREATE_NOTE_ID = 'com.example.e2e.NoteFunctions#createNote';
export const ARCHIVE_NOTE_ID = 'com.example.e2e.NoteFunctions#archiveNote';
export const COMPLETE_TASK_ID = 'com.example.e2e.TaskFunctions#completeTask';

/** TaskFunctions.kt's annotation; without the flag, kdoc-not-exposed reports it (fix: "Set isDescribedByKDoc = true"). */
export const TASK_EXPOSED = '@AppFunctionDeclaration(isDescribedByKDoc = true)';
export const TASK_NOT_EXPOSED = '@AppFunctionDeclaration';
/** TaskFunctions.kt's summary; with filler in front, no-filler reports it (fix: "Start with 'Marks'"). */
export const TASK_SUMMARY = 'Marks a task as done';
export const TASK_SUMMARY_FILLER = 'This function marks a task as done';
