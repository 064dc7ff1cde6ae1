package com.example.shapes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionSerializable
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "ShapeService", appFunctionXmlFileName = "shapes.xml")
abstract class ShapeFunctions : AppFunctionService() {
    /** Draws a labelled shape. */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    fun draw(shape: LabelledShape, tree: TreeNode?) {}
}

/** Any shape. */
@AppFunctionSerializable(isDescribedByKDoc = true)
open class Shape(
    /** Width in pixels. */
    open val width: Int,
)

/** A shape with a label. */
@AppFunctionSerializable(isDescribedByKDoc = true)
class LabelledShape(
    override val width: Int,
    /** The label. */
    val label: String,
) : Shape(width)

/** A recursive tree. */
@AppFunctionSerializable(isDescribedByKDoc = true)
data class TreeNode(val name: String, val children: List<TreeNode> = emptyList())
