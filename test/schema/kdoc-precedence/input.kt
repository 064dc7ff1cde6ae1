package com.example.docs

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionInstruction
import androidx.appfunctions.AppFunctionSerializable
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "DocsService", appFunctionXmlFileName = "docs.xml")
abstract class DocFunctions : AppFunctionService() {
    /**
     * The KDoc summary, which loses to the instruction.
     *
     * @param query The KDoc text, which loses to the parameter instruction.
     * @param limit The KDoc text for limit.
     * @return The KDoc return text, which loses to the return type's instruction.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    @AppFunctionInstruction("Searches the documents.")
    fun search(
        @AppFunctionInstruction("Words to look for.") query: String,
        limit: Int = 10,
    ): @AppFunctionInstruction("The matching titles.") List<String> = emptyList()

    /**
     * Shown to nobody: isDescribedByKDoc is not set.
     *
     * @param id Also not shown.
     * @return Not shown either.
     */
    @AppFunctionDeclaration
    fun hidden(id: String, @AppFunctionInstruction("Shown: an instruction needs no flag.") reason: String): String = id

    @AppFunctionDeclaration(isDescribedByKDoc = false)
    fun undocumented(id: String) {}

    /**
     * Archives a document.
     *
     * Archived documents stay searchable.
     * @sample com.example.docs.Samples.archive
     * @custom Kept: not a Kotlin block tag.
     * @throws IllegalStateException when the document is locked.
     * @param id The document.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    fun archive(id: String, options: ArchiveOptions? = null) {}

    /** @return Only tags, no summary. */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    fun onlyTags(): String = ""
}

/**
 * Options for archiving; the class is not described because the flag is false.
 *
 * @property keepCopy Not shown.
 */
@AppFunctionSerializable(isDescribedByKDoc = false)
data class ArchiveOptions(
    /** Not shown either. */
    val keepCopy: Boolean = false,
    @property:AppFunctionInstruction("Shown: an instruction needs no flag.") val label: String?,
)
