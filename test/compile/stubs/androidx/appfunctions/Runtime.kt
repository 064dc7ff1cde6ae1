// Stubs of the androidx.appfunctions runtime types that appear in AppFunction signatures.
package androidx.appfunctions

import android.app.Service
import android.content.Context
import android.net.Uri

/** ≤alpha11: the first parameter of an AppFunction outside an entry point. */
interface AppFunctionContext {
    val context: Context
    val callingPackageName: String
}

/** The base class of an `@AppFunctionServiceEntryPoint` (API 36). */
abstract class AppFunctionService : Service()

/** The base class of an `@AppFunctionServiceEntryPoint` on the extensions SDK (API 34). */
abstract class ExtensionsAppFunctionService : Service()

@AppFunctionSerializable
class AppFunctionUriGrant(val uri: Uri, val modeFlags: Int)

@AppFunctionSerializable
class AppFunctionTextResource(val mimeType: String, val content: String)

interface AppFunctionResourceContainer
