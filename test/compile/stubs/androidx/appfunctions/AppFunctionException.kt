// Stubs of the AppFunctionException hierarchy (reference §6): every concrete subclass takes an
// optional error message, the only constructor a quick fix may call.
package androidx.appfunctions

abstract class AppFunctionException internal constructor(
    val errorCode: Int,
    val errorMessage: String? = null,
) : Exception(errorMessage)

abstract class AppFunctionRequestException internal constructor(errorCode: Int, errorMessage: String?) :
    AppFunctionException(errorCode, errorMessage)

class AppFunctionDeniedException(errorMessage: String? = null) : AppFunctionRequestException(1000, errorMessage)

class AppFunctionInvalidArgumentException(errorMessage: String? = null) : AppFunctionRequestException(1001, errorMessage)

class AppFunctionDisabledException(errorMessage: String? = null) : AppFunctionRequestException(1002, errorMessage)

class AppFunctionFunctionNotFoundException(errorMessage: String? = null) : AppFunctionRequestException(1003, errorMessage)

class AppFunctionElementNotFoundException(errorMessage: String? = null) : AppFunctionRequestException(1500, errorMessage)

class AppFunctionLimitExceededException(errorMessage: String? = null) : AppFunctionRequestException(1501, errorMessage)

class AppFunctionElementAlreadyExistsException(errorMessage: String? = null) : AppFunctionRequestException(1502, errorMessage)

abstract class AppFunctionSystemException internal constructor(errorCode: Int, errorMessage: String?) :
    AppFunctionException(errorCode, errorMessage)

class AppFunctionSystemUnknownException(errorMessage: String? = null) : AppFunctionSystemException(2000, errorMessage)

class AppFunctionCancelledException(errorMessage: String? = null) : AppFunctionSystemException(2001, errorMessage)

abstract class AppFunctionAppException internal constructor(errorCode: Int, errorMessage: String?) :
    AppFunctionException(errorCode, errorMessage)

class AppFunctionAppUnknownException(errorMessage: String? = null) : AppFunctionAppException(3000, errorMessage)

class AppFunctionPermissionRequiredException(errorMessage: String? = null) : AppFunctionAppException(3500, errorMessage)

class AppFunctionNotSupportedException(errorMessage: String? = null) : AppFunctionAppException(3501, errorMessage)

class AppFunctionUnknownException(errorCode: Int, errorMessage: String? = null) : AppFunctionException(errorCode, errorMessage)
