package com.example.vault

import androidx.appfunctions.AppFunctionAccessLevel
import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionMetadata
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint("VaultService", "vault_functions")
abstract class VaultEntryPoint : AppFunctionService() {
    @AppFunctionDeclaration
    @AppFunctionAccessLevel(level = AppFunctionMetadata.ACCESS_LEVEL_SELF, isCompatEnforcementEnabled = true)
    internal fun lockVault() {}

    @AppFunctionDeclaration
    @AppFunctionAccessLevel(level = AppFunctionMetadata.ACCESS_LEVEL_SYSTEM, isCompatEnforcementEnabled = false)
    internal fun rotateKeys() {}

    @AppFunctionDeclaration
    @AppFunctionAccessLevel(level = customLevel())
    internal fun auditVault() {}

    @Deprecated("Use lockVault instead")
    @AppFunctionDeclaration
    internal fun closeVault() {}
}
