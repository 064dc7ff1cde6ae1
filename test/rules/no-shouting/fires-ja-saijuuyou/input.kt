package com.example.bank

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "TransferFunctionsService", appFunctionXmlFileName = "bank_functions.xml")
abstract class TransferFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * 振込を予約します。※最重要：振込先は登録済みの口座に限ります。
     *
     * @param payeeId 振込先の ID。
     * @param amount 金額（円）。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun scheduleTransfer(payeeId: String, amount: Long) { repository.schedule(payeeId, amount) }
}
