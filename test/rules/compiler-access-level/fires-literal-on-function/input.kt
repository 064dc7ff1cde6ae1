package com.example.vault

import androidx.appfunctions.AppFunctionAccessLevel
import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionServiceEntryPoint
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.metadata.AppFunctionMetadata

@AppFunctionServiceEntryPoint("VaultService", "vault_functions")
abstract class VaultFunctions : AppFunctionService() {
    /** Locks the vault. */
    @AppFunctionDeclaration
    @AppFunctionAccessLevel(level = 150, isCompatEnforcementEnabled = true)
    suspend fun lock(): Boolean = true
}
