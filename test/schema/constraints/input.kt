package com.example.constraints

import android.net.Uri
import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionIntValueConstraint
import androidx.appfunctions.AppFunctionPatternMatcher
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint
import androidx.appfunctions.AppFunctionStringValueConstraint
import androidx.appfunctions.AppFunctionUriValueConstraint

@AppFunctionServiceEntryPoint(serviceName = "ConstraintService", appFunctionXmlFileName = "constraints.xml")
abstract class ConstraintFunctions : AppFunctionService() {
    /**
     * Sets the priority and the state of a task.
     *
     * @param priority 1 is the highest priority.
     * @param state The state.
     * @param maybeState An optional state.
     * @return The new priority.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    @AppFunctionIntValueConstraint(enumValues = [1, 2, 3])
    fun setPriority(
        taskId: String,
        @AppFunctionIntValueConstraint(enumValues = [1, 2, 3]) priority: Int,
        @AppFunctionStringValueConstraint(enumValues = ["open", "done"]) state: String,
        @AppFunctionStringValueConstraint(enumValues = ["open", "done"]) maybeState: String? = null,
    ): Int = priority

    /** Looks up an order by its code. */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    fun findOrder(
        @AppFunctionStringValueConstraint(
            patternMatchers = [AppFunctionPatternMatcher(pattern = "ORD-", type = 1)],
            format = "order-code",
        ) code: String,
        @AppFunctionStringValueConstraint(patternMatchers = [
            AppFunctionPatternMatcher(pattern = ".json", type = 4),
            AppFunctionPatternMatcher(pattern = "report.csv", type = 0),
        ]) fileName: String,
        @AppFunctionStringValueConstraint(pattern = "^[0-9]+$", format = "numeric") digits: String,
    ) {}

    /** Opens a document. */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    @AppFunctionUriValueConstraint(allowedSchemes = ["content"])
    fun openDocument(
        @AppFunctionUriValueConstraint(allowedSchemes = ["content", "file"]) document: Uri,
        anyUri: Uri?,
        attachments: List<Uri> = emptyList(),
    ): Uri = document
}
