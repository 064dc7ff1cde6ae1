package com.exemplo.ajustes

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "AjustesService", appFunctionXmlFileName = "ajustes.xml")
abstract class AjustesFunctions : AppFunctionService() {
    protected abstract val repository: AjustesRepository


    /**
     * Explica por que a opção "não avisar o usuário" saiu das configurações.
     *
     * @return O texto da explicação.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun explicarMudanca(): String = repository.explicacao()
}
