package com.example.shop

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "PaymentFunctionsService", appFunctionXmlFileName = "shop_functions.xml")
abstract class PaymentFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * 注文の支払いを行います。
     *
     * @param orderId 注文の ID。
     * @param value 支払いに使うクレジットカード番号。
     * @param check カード裏面のセキュリティコード。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun payOrder(orderId: String, value: String, check: String) { repository.pay(orderId, value, check) }
}
