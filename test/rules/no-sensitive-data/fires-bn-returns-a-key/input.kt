package com.example.wallet

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "WalletFunctionsService", appFunctionXmlFileName = "wallet_functions.xml")
abstract class WalletFunctions : AppFunctionService() {
    protected abstract val repository: WalletRepository

    /**
     * ক্রিপ্টো ওয়ালেটের ব্যাকআপ তৈরি করে।
     *
     * @param walletId ওয়ালেটের আইডি।
     * @return ওয়ালেটের প্রাইভেট কী, ব্যাকআপের জন্য।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun walletBackup(walletId: String): String = repository.backup(walletId)

    /**
     * নতুন ডিভাইস অ্যাকাউন্টে যুক্ত করা নিশ্চিত করে।
     *
     * @param message এসএমএস-এ আসা ছয় অঙ্কের ওটিপি।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun confirmDevice(message: String) {
        repository.confirm(message)
    }
}
