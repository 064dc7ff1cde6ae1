package com.example.calendar

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "SyncFunctionsService", appFunctionXmlFileName = "calendar_functions.xml")
abstract class SyncFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * Google カレンダーと予定を同期します。
     *
     * @param accountId Google アカウントの ID。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun syncWithGoogle(accountId: String) { repository.sync(accountId) }

    /**
     * システムの通知音を変更します。
     *
     * @param soundId 通知音の ID。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setNotificationSound(soundId: String) { repository.setSound(soundId) }
}
