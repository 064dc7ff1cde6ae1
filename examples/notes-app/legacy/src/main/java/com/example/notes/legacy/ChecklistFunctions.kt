package com.example.notes.legacy

import androidx.appfunctions.AppFunctionContext
import androidx.appfunctions.AppFunctionElementNotFoundException
import androidx.appfunctions.AppFunctionInvalidArgumentException
import androidx.appfunctions.service.AppFunction

/**
 * Checklist functions from the app's first AppFunctions release, written against the preview API.
 * The library creates this class by reflection, so it keeps the default no-argument constructor
 * and reaches the store through the application in the [AppFunctionContext].
 */
class ChecklistFunctions {

    /**
     * Creates a checklist with the given items, none of them checked off.
     *
     * @param title The title of the checklist.
     * @param items The text of each item, in order.
     * @return The created checklist.
     */
    @AppFunction(isDescribedByKdoc = true)
    suspend fun createChecklist(
        appFunctionContext: AppFunctionContext,
        title: String,
        items: List<String> = emptyList(),
    ): Checklist {
        if (title.isBlank()) {
            throw AppFunctionInvalidArgumentException("The title of a checklist cannot be blank.")
        }
        return appFunctionContext.checklistStore().insertChecklist(title, items.filter { it.isNotBlank() })
    }

    /**
     * Returns a checklist with all of its items.
     *
     * @param checklistId The ID of the checklist.
     * @return The checklist with the given ID.
     */
    @AppFunction(isDescribedByKdoc = true)
    suspend fun getChecklist(appFunctionContext: AppFunctionContext, checklistId: String): Checklist =
        appFunctionContext.checklistStore().getChecklist(checklistId)
            ?: throw AppFunctionElementNotFoundException("No checklist found with ID $checklistId.")

    /**
     * Marks one item of a checklist as done.
     *
     * @param checklistId The ID of the checklist.
     * @param itemId The ID of the item to check off.
     * @return The checklist with the item checked off.
     */
    @AppFunction(isDescribedByKdoc = true)
    suspend fun markChecklistItemDone(
        appFunctionContext: AppFunctionContext,
        checklistId: String,
        itemId: String,
    ): Checklist {
        val store = appFunctionContext.checklistStore()
        val checklist = store.getChecklist(checklistId)
            ?: throw AppFunctionElementNotFoundException("No checklist found with ID $checklistId.")
        if (checklist.items.none { it.id == itemId }) {
            throw AppFunctionElementNotFoundException("The checklist $checklistId has no item with ID $itemId.")
        }
        return store.setItemDone(checklistId, itemId, done = true)
    }

    /**
     * Adds an item to the end of a checklist.
     *
     * @param checklistId The ID of the checklist.
     * @param itemText The text of the new item.
     * @return The checklist with the new item.
     */
    @AppFunction(isDescribedByKdoc = true)
    suspend fun addChklstItem(
        appFunctionContext: AppFunctionContext,
        checklistId: String,
        itemText: String,
    ): Checklist {
        if (itemText.isBlank()) {
            throw AppFunctionInvalidArgumentException("The text of a checklist item cannot be blank.")
        }
        val store = appFunctionContext.checklistStore()
        if (store.getChecklist(checklistId) == null) {
            throw AppFunctionElementNotFoundException("No checklist found with ID $checklistId.")
        }
        return store.insertItem(checklistId, itemText.trim())
    }

    private fun AppFunctionContext.checklistStore(): ChecklistStore =
        (context.applicationContext as ChecklistStoreOwner).checklistStore
}
