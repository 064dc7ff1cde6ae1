package com.example.vault

import androidx.appfunctions.AppFunctionAccessLevel
import androidx.appfunctions.AppFunctionSignature
import androidx.appfunctions.metadata.AppFunctionMetadata

@AppFunctionSignature(scope = AppFunctionMetadata.SCOPE_GLOBAL, appFunctionXmlFileName = "vault_signatures")
@AppFunctionAccessLevel(7, false)
fun interface OpenVault {
    suspend fun open(code: String): Boolean
}
