package com.example.device

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "DeviceFunctionsService", appFunctionXmlFileName = "device_functions.xml")
abstract class DeviceFunctions : AppFunctionService() {
    protected abstract val repository: DeviceRepository

    /**
     * ফোনটি ফ্যাক্টরি রিসেট করে।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun restoreDevice() {
        repository.restore()
    }
}
