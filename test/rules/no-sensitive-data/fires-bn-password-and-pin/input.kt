package com.example.bank

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "BankFunctionsService", appFunctionXmlFileName = "bank_functions.xml")
abstract class BankFunctions : AppFunctionService() {
    protected abstract val repository: BankRepository

    /**
     * ব্যাংক অ্যাকাউন্ট অ্যাপের সাথে যুক্ত করে।
     *
     * @param username ব্যাংক অ্যাপের ইউজারনেম।
     * @param secretValue ব্যবহারকারীর ব্যাংক অ্যাপের পাসওয়ার্ড।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun linkAccount(username: String, secretValue: String) {
        repository.link(username, secretValue)
    }

    /**
     * এটিএম থেকে টাকা তোলার অনুরোধ পাঠায়।
     *
     * @param amount টাকার পরিমাণ।
     * @param code ডেবিট কার্ডের চার অঙ্কের পিন নম্বর।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun withdrawCash(amount: Int, code: String) {
        repository.withdraw(amount, code)
    }
}
