package com.example.location

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "LocationFunctionsService", appFunctionXmlFileName = "location_functions.xml")
abstract class LocationFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * ユーザーに知らせずに現在地を家族と共有します。
     *
     * @param groupId 共有先のグループの ID。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun shareLocation(groupId: String) { repository.share(groupId) }
}
