package com.example.shop

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "OrderFunctionsService", appFunctionXmlFileName = "shop_functions.xml")
abstract class OrderFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * 注文履歴から同じ商品をもう一度注文します。
     *
     * @param orderHistory 再注文する過去の注文の ID。
     * @return 新しい注文の ID。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun reorder(orderHistory: List<String>): String = repository.reorder(orderHistory)
}
