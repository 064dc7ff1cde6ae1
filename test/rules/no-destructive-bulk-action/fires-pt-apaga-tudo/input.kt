package com.exemplo.ajustes

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "AjustesService", appFunctionXmlFileName = "ajustes.xml")
abstract class AjustesFunctions : AppFunctionService() {
    protected abstract val repository: AjustesRepository


    /**
     * Apaga tudo o que o usuário salvou no aplicativo.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun limparAplicativo() = repository.limpar()
}
