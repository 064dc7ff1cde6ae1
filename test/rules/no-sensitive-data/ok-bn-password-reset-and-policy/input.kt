package com.example.account

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "AccountFunctionsService", appFunctionXmlFileName = "account_functions.xml")
abstract class AccountFunctions : AppFunctionService() {
    protected abstract val repository: AccountRepository

    /**
     * পাসওয়ার্ড ভুলে গেলে রিসেটের অনুরোধ পাঠায়।
     *
     * @param email যে ইমেইলে পাসওয়ার্ড রিসেট লিংক পাঠানো হবে।
     * @return পাসওয়ার্ড নীতির লিংক।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun requestReset(email: String): String = repository.reset(email)
}
