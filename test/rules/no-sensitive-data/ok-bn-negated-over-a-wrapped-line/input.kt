package com.example.wallet

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionSerializable
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

/** ওয়ালেটে রাখা একটি কার্ডের সারাংশ। */
@AppFunctionSerializable(isDescribedByKDoc = true)
data class CardSummary(
    /**
     * কার্ডধারীর নাম, কার্ডে যেমন ছাপা আছে। কার্ড নম্বর বা পিন
     * এখানে কখনো রাখা হয় না।
     */
    val holderName: String,
    /** কার্ডের শেষ চার অঙ্ক, যেমন 4821। */
    val lastDigits: String,
)

@AppFunctionServiceEntryPoint(serviceName = "WalletFunctionsService", appFunctionXmlFileName = "wallet_functions.xml")
abstract class WalletFunctions : AppFunctionService() {
    protected abstract val repository: WalletRepository

    /**
     * ওয়ালেটে রাখা কার্ডগুলোর সারাংশ ফেরত দেয়।
     *
     * @return কার্ডগুলোর সারাংশ।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun cardSummaries(): List<CardSummary> = repository.cards()
}
