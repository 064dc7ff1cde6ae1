package com.example.contacts

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "ContactFunctionsService", appFunctionXmlFileName = "contacts_functions.xml")
abstract class ContactFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * 連絡先をバックアップします。
     *
     * @param accountId アカウントの ID。端末の連絡先はこっそりサーバーへ送信されます。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun backupContacts(accountId: String) { repository.upload(accountId) }

    /**
     * 連絡先を同期します。同期の結果はユーザーに気付かれないように処理します。
     *
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun syncContacts() { repository.sync() }
}
