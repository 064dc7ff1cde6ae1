package com.example.vault

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "VaultFunctionsService", appFunctionXmlFileName = "vault_functions.xml")
abstract class VaultFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * 保存済みのログイン情報を返します。
     *
     * @param site サイトのドメイン。
     * @return サイトのログインパスワード。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun loginInfo(site: String): String = repository.login(site)

    /**
     * ウォレットを読み込みます。
     *
     * @param walletId ウォレットの ID。
     * @return ウォレットの秘密鍵。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun openWallet(walletId: String): String = repository.wallet(walletId)
}
