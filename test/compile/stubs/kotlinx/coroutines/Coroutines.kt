// A minimal stand-in for kotlinx.coroutines: fixtures follow the guidelines' examples, which move
// work off the main thread with `withContext(Dispatchers.IO)`.
package kotlinx.coroutines

import kotlin.coroutines.AbstractCoroutineContextElement
import kotlin.coroutines.ContinuationInterceptor
import kotlin.coroutines.CoroutineContext

interface CoroutineScope {
    val coroutineContext: CoroutineContext
}

abstract class CoroutineDispatcher : AbstractCoroutineContextElement(ContinuationInterceptor)

object Dispatchers {
    val Default: CoroutineDispatcher = object : CoroutineDispatcher() {}
    val IO: CoroutineDispatcher = object : CoroutineDispatcher() {}
    val Main: CoroutineDispatcher = object : CoroutineDispatcher() {}
}

@Suppress("UNUSED_PARAMETER")
suspend fun <T> withContext(context: CoroutineContext, block: suspend CoroutineScope.() -> T): T =
    throw UnsupportedOperationException("stub")
