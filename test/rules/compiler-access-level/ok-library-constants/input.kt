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
    @AppFunctionAccessLevel(level = AppFunctionMetadata.ACCESS_LEVEL_SYSTEM, isCompatEnforcementEnabled = true)
    suspend fun lock(): Boolean = true

    /** Shows the vault to trusted callers. */
    @AppFunctionDeclaration
    @AppFunctionAccessLevel(AppFunctionMetadata.ACCESS_LEVEL_ANDROID_TRUSTED, true)
    suspend fun show(): String = ""
}
