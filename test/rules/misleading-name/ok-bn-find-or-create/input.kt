package com.example.drafts

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "DraftFunctionsService", appFunctionXmlFileName = "drafts_functions.xml")
abstract class DraftFunctions : AppFunctionService() {
    protected abstract val repository: DraftRepository

    /**
     * প্রাপকের জন্য খসড়া খোঁজে; না থাকলে একটি নতুন খসড়া তৈরি করে।
     *
     * @param contactId প্রাপকের আইডি।
     * @return খসড়াটি।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun draftFor(contactId: String): Draft {
        val existing = repository.draftFor(contactId)
        if (existing != null) return existing
        return repository.insertDraft(contactId)
    }
}
