package com.example.archive

import androidx.appfunctions.AppFunctionDeclaration

class ArchiveFunctions {
    /** Archives every finished project. */
    @AppFunctionDeclaration
    suspend fun archiveFinished(): String = "done"
}
@@RUN@@fun orphan() {}
