package com.example.settings

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "DeviceFunctionsService", appFunctionXmlFileName = "settings_functions.xml")
abstract class DeviceFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * 端末を工場出荷時の状態に初期化します。
     *
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun restoreDevice() { repository.factoryReset() }

    /**
     * アプリのデータをすべて消去し、最初の状態に戻します。
     *
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun startOver() { repository.eraseAppData() }
}
