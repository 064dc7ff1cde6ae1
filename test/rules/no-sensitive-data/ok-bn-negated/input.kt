package com.example.account

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "AccountFunctionsService", appFunctionXmlFileName = "account_functions.xml")
abstract class AccountFunctions : AppFunctionService() {
    protected abstract val repository: AccountRepository

    /**
     * ইমেইলে লগইন লিংক পাঠায়।
     *
     * @param email অ্যাকাউন্টের ইমেইল; পাসওয়ার্ড কখনো চাওয়া হয় না।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun sendLoginLink(email: String) {
        repository.magicLink(email)
    }

    /**
     * সংরক্ষিত পদ্ধতিতে দোকানে পেমেন্ট করে।
     *
     * @param merchantId দোকানের আইডি। কার্ড নম্বর বা পিন ছাড়াই কাজ করে।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun quickPay(merchantId: String) {
        repository.quickPay(merchantId)
    }
}
