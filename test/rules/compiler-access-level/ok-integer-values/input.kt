package com.example.vault

import androidx.appfunctions.AppFunctionAccessLevel
import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionServiceEntryPoint
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.metadata.AppFunctionMetadata

@AppFunctionServiceEntryPoint("VaultService", "vault_functions")
abstract class VaultFunctions : AppFunctionService() {
    /** Unlocks the vault (the integer value of ACCESS_LEVEL_SELF). */
    @AppFunctionDeclaration
    @AppFunctionAccessLevel(level = 100, isCompatEnforcementEnabled = false)
    suspend fun unlock(): Boolean = true

    /** Seals the vault (ACCESS_LEVEL_ANDROID_TRUSTED). */
    @AppFunctionDeclaration
    @AppFunctionAccessLevel(level = 300, isCompatEnforcementEnabled = false)
    suspend fun seal(): Boolean = true
}
