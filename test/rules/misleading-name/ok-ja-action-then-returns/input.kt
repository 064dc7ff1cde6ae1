package com.example.shop

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "OrderFunctionsService", appFunctionXmlFileName = "shop_functions.xml")
abstract class OrderFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * カートの中身で注文を確定し、注文番号を返します。
     *
     * @param cartId カートの ID。
     * @return 注文番号。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun checkout(cartId: String): String {
        val number = repository.createOrder(cartId)
        repository.clearCart(cartId)
        return number
    }

    /**
     * メッセージを送信して、送信したメッセージの ID を返します。
     *
     * @param text 本文。
     * @return メッセージの ID。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun postMessage(text: String): String {
        repository.send(text)
        return repository.lastId()
    }
}
