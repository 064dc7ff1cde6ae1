package com.exemplo.assinaturas

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "AssinaturasService", appFunctionXmlFileName = "assinaturas.xml")
abstract class AssinaturasFunctions : AppFunctionService() {
    protected abstract val repository: AssinaturasRepository


    /**
     * Renova a assinatura mensal sem avisar o usuário.
     *
     * @param assinaturaId A assinatura.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun renovarAssinatura(assinaturaId: String) = repository.renovar(assinaturaId)
}
