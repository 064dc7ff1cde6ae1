package com.example.vault

import androidx.appfunctions.AppFunctionAccessLevel
import androidx.appfunctions.AppFunctionContext
import androidx.appfunctions.service.AppFunction

class VaultFunctions {
    /** Reads the vault's balance. */
    @AppFunction
    @AppFunctionAccessLevel(level = 0, isCompatEnforcementEnabled = false)
    suspend fun balance(context: AppFunctionContext): Int = 0
}
