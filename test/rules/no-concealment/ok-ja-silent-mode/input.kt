package com.example.phone

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "SoundFunctionsService", appFunctionXmlFileName = "phone_functions.xml")
abstract class SoundFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * 端末をマナーモード（サイレント）に切り替えます。
     *
     * @param minutes マナーモードを続ける時間（分）。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun enableSilentMode(minutes: Int) { repository.silent(minutes) }

    /**
     * 鳴っているアラームを止めます。通知音は鳴らさずに止めます。
     *
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun stopAlarm() { repository.stopAlarm() }
}
