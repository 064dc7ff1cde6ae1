// Stubs of the service-era (alpha01–09) annotations.
package androidx.appfunctions.service

/** alpha01–09. `isDescribedByKdoc` is the pre-alpha08 spelling of `isDescribedByKDoc`. */
@Retention(AnnotationRetention.BINARY)
@Target(AnnotationTarget.FUNCTION)
annotation class AppFunction(
    val isEnabled: Boolean = true,
    val isDescribedByKDoc: Boolean = false,
    val isDescribedByKdoc: Boolean = false,
)

/** The pre-alpha10 entry-point annotation. */
@Retention(AnnotationRetention.SOURCE)
@Target(AnnotationTarget.CLASS)
annotation class AppFunctionEntryPoint(
    val serviceName: String = "",
    val appFunctionXmlFileName: String = "",
)
