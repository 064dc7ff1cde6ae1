package com.example.archive

import androidx.appfunctions.AppFunctionContext
import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionSchemaCapability
import androidx.appfunctions.AppFunctionSerializable

@AppFunctionSchemaCapability
interface Labelled {
    val label: String
}

/** Not a capability: it only passes one on. */
interface Catalogued : Labelled

/** A box on a shelf. */
@AppFunctionSerializable(isDescribedByKDoc = true)
open class Box(
    /** What the box says on its side. */
    override val label: String,
    open val shelf: Int,
) : Catalogued

@AppFunctionSerializable
open class Crate(
    override val label: String,
    override val shelf: Int,
    open val weight: Double,
) : Box(label, shelf)

@AppFunctionSerializable
class Pallet(
    override val label: String,
    override val shelf: Int,
    override val weight: Double,
    val wrapped: Boolean = false,
) : Crate(label, shelf, weight)

class ArchiveFunctions {
    @AppFunctionDeclaration
    fun store(appFunctionContext: AppFunctionContext, pallet: Pallet) {}
}
