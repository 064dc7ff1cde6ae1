package com.example.types

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "TypesService", appFunctionXmlFileName = "types.xml")
abstract class TypeFunctions : AppFunctionService() {
    /**
     * Takes one value of every primitive type.
     *
     * @param count A whole number.
     * @param total A large whole number.
     * @param ratio A single-precision number.
     * @param amount A double-precision number.
     * @param enabled A flag.
     * @param label A text.
     * @param data Raw bytes.
     * @return Nothing.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    fun allPrimitives(
        count: Int,
        total: Long,
        ratio: Float,
        amount: Double,
        enabled: Boolean,
        label: String,
        data: ByteArray,
    ) {}

    /**
     * Takes every array type and a list of strings.
     *
     * @return The number of items.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    fun allArrays(
        ints: IntArray,
        longs: LongArray,
        floats: FloatArray,
        doubles: DoubleArray,
        flags: BooleanArray,
        names: List<String>,
        maybeNames: List<String?>?,
    ): Int = 0

    /**
     * Nullability and defaults: a default makes a parameter optional; nullable alone does not.
     *
     * @param required Non-null, no default.
     * @param nullableRequired Nullable without a default: still required.
     * @param withDefault Has a default.
     * @param nullableWithDefault Nullable with a default.
     * @param listWithDefault A list with a default.
     * @return A nullable text.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun defaults(
        required: String,
        nullableRequired: String?,
        withDefault: Int = 0,
        nullableWithDefault: Long? = null,
        listWithDefault: List<String> = emptyList(),
    ): String? = null

    /** Returns a flag. */
    @AppFunctionDeclaration(isDescribedByKDoc = true, isEnabled = false)
    fun disabled(): Boolean = true
}
