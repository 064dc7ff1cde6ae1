package com.example.music

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "PlayerFunctionsService", appFunctionXmlFileName = "music_functions.xml")
abstract class PlayerFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * 再生を操作します。
     *
     * @param action 再生の操作。play、pause、stop のいずれか。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun playback(action: String) { repository.playback(action) }
}
