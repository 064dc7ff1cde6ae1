package com.example.payments

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "PaymentFunctionsService", appFunctionXmlFileName = "payments_functions.xml")
abstract class PaymentFunctions : AppFunctionService() {
    protected abstract val repository: PaymentRepository

    /**
     * বিদ্যুৎ বিল পরিশোধ করে। পেমেন্ট সফল হলে ব্যবহারকারীকে নোটিফিকেশন দিয়ে জানায়।
     *
     * @param billId বিলের আইডি।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun payBill(billId: String) {
        repository.pay(billId)
    }
}
