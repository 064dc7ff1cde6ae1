package com.example.support

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "SupportFunctionsService", appFunctionXmlFileName = "support_functions.xml")
abstract class SupportFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * サポートへの問い合わせを送信します。
     *
     * @param message 問い合わせの本文。パスワードや
     *     カード番号は含めないでください。
     * @param contact 返信先のメールアドレス。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun contactSupport(message: String, contact: String) { repository.send(message, contact) }
}
