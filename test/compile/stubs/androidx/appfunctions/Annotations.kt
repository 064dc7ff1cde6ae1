// Stubs of the androidx.appfunctions annotations, written for compiling fixed fixtures only. They
// cover the three eras the linter reads: `androidx.appfunctions.service.AppFunction` (alpha01–09,
// see service/), `androidx.appfunctions.AppFunction` (alpha10–12) and `AppFunctionDeclaration`
// (alpha13+). Both spellings of the KDoc flag are accepted so fixtures of every era compile.
package androidx.appfunctions

/** alpha10–12: an AppFunction inside an `@AppFunctionServiceEntryPoint` class. */
@Retention(AnnotationRetention.BINARY)
@Target(AnnotationTarget.FUNCTION)
annotation class AppFunction(
    val isEnabled: Boolean = true,
    val isDescribedByKDoc: Boolean = false,
)

/** alpha13 and later. */
@Retention(AnnotationRetention.BINARY)
@Target(AnnotationTarget.FUNCTION)
annotation class AppFunctionDeclaration(
    val isEnabled: Boolean = true,
    val isDescribedByKDoc: Boolean = false,
)

@Retention(AnnotationRetention.SOURCE)
@Target(AnnotationTarget.CLASS)
annotation class AppFunctionServiceEntryPoint(
    val serviceName: String,
    val appFunctionXmlFileName: String,
)

@Retention(AnnotationRetention.BINARY)
@Target(AnnotationTarget.CLASS)
annotation class AppFunctionSerializable(
    val isDescribedByKDoc: Boolean = false,
    /** The pre-alpha08 spelling. */
    val isDescribedByKdoc: Boolean = false,
)

@Retention(AnnotationRetention.BINARY)
@Target(AnnotationTarget.CLASS)
annotation class AppFunctionSchemaDefinition(
    val name: String,
    val version: Int,
    val category: String,
)

@Retention(AnnotationRetention.BINARY)
@Target(
    AnnotationTarget.FUNCTION,
    AnnotationTarget.PROPERTY,
    AnnotationTarget.VALUE_PARAMETER,
    AnnotationTarget.TYPE,
    AnnotationTarget.CLASS,
)
annotation class AppFunctionInstruction(val instruction: String)

@Retention(AnnotationRetention.BINARY)
@Target(AnnotationTarget.FUNCTION, AnnotationTarget.PROPERTY, AnnotationTarget.VALUE_PARAMETER)
annotation class AppFunctionIntValueConstraint(val enumValues: IntArray = [])

@Retention(AnnotationRetention.BINARY)
@Target(AnnotationTarget.FUNCTION, AnnotationTarget.PROPERTY, AnnotationTarget.VALUE_PARAMETER)
annotation class AppFunctionStringValueConstraint(
    val enumValues: Array<String> = [],
    val patternMatchers: Array<AppFunctionPatternMatcher> = [],
    val format: String = "",
)

@Retention(AnnotationRetention.BINARY)
@Target()
annotation class AppFunctionPatternMatcher(val pattern: String, val type: Int)

@Retention(AnnotationRetention.BINARY)
@Target(AnnotationTarget.VALUE_PARAMETER, AnnotationTarget.FUNCTION, AnnotationTarget.PROPERTY)
annotation class AppFunctionUriValueConstraint(val allowedSchemes: Array<String> = [])

@RequiresOptIn
@Retention(AnnotationRetention.BINARY)
annotation class ExperimentalAppFunctionsApi

@ExperimentalAppFunctionsApi
@Retention(AnnotationRetention.BINARY)
@Target(AnnotationTarget.CLASS)
annotation class AppFunctionSignature(
    val scope: Int,
    val appFunctionXmlFileName: String,
    val isDescribedByKDoc: Boolean = false,
)

@ExperimentalAppFunctionsApi
@Retention(AnnotationRetention.BINARY)
@Target(AnnotationTarget.FUNCTION, AnnotationTarget.CLASS)
annotation class AppFunctionAccessLevel(
    val level: Int,
    val isCompatEnforcementEnabled: Boolean = false,
)
