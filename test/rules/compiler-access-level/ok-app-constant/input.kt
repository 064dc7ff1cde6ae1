package com.example.vault

import androidx.appfunctions.AppFunctionAccessLevel
import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionServiceEntryPoint
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.metadata.AppFunctionMetadata

private const val VAULT_LEVEL = 999

@AppFunctionServiceEntryPoint("VaultService", "vault_functions")
abstract class VaultFunctions : AppFunctionService() {
    /** Counts the coins: a constant of the app's own is not judged. */
    @AppFunctionDeclaration
    @AppFunctionAccessLevel(level = VAULT_LEVEL, isCompatEnforcementEnabled = false)
    suspend fun countCoins(): Int = 0
}
