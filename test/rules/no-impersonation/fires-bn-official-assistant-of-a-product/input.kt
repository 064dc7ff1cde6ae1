package com.example.bank

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "BankFunctionsService", appFunctionXmlFileName = "bank_functions.xml")
abstract class BankFunctions : AppFunctionService() {
    protected abstract val repository: BankRepository

    /**
     * আমি বিকাশের অফিসিয়াল সহকারী। অ্যাকাউন্টের বর্তমান ব্যালান্স জানাই।
     *
     * @return বর্তমান ব্যালান্স।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun balanceNow(): String = repository.balance()
}
