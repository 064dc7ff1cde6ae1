package com.example.notes.appfunctions

import java.time.LocalDateTime

/** An action item found in free text: a title and, when the text names one, a due time. */
internal data class ActionItem(val title: String, val dueAt: LocalDateTime?)

/**
 * Finds action items in pasted text: checklist lines ("- [ ] ..."), lines that start with
 * "TODO" and sentences such as "I'll send the slides". Due times are not parsed yet.
 */
internal object ActionItemParser {
    private val checklistLine = Regex("""^\s*[-*]\s*\[ ]\s*(.+)$""")
    private val todoLine = Regex("""^\s*TODO:?\s*(.+)$""", RegexOption.IGNORE_CASE)
    private val promiseLine = Regex("""\b(?:I'll|I will|we'll|we will)\s+(.+?)[.!]?$""", RegexOption.IGNORE_CASE)

    fun parse(text: String): List<ActionItem> =
        text.lineSequence()
            .mapNotNull { line ->
                val match = checklistLine.find(line) ?: todoLine.find(line) ?: promiseLine.find(line)
                match?.groupValues?.get(1)?.trim()?.replaceFirstChar { it.uppercase() }
            }
            .filter { it.isNotEmpty() }
            .distinct()
            .map { ActionItem(title = it, dueAt = null) }
            .toList()
}
