package com.exemplo.musica

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "MusicaService", appFunctionXmlFileName = "musica.xml")
abstract class MusicaFunctions : AppFunctionService() {
    protected abstract val repository: MusicaRepository


    /**
     * Controla a música que está tocando.
     *
     * @param action Uma das ações: tocar, pausar ou parar.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun reproducao(action: String) = repository.reproducao(action)
}
