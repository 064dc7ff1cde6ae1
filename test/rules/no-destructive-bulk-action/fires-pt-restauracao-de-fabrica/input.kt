package com.exemplo.aparelho

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "AparelhoService", appFunctionXmlFileName = "aparelho.xml")
abstract class AparelhoFunctions : AppFunctionService() {
    protected abstract val repository: AparelhoRepository


    /**
     * Faz a restauração de fábrica do aparelho.
     *
     * @param confirmar Se o usuário já confirmou.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun restaurarAparelho(confirmar: Boolean) = repository.restaurar(confirmar)
}
