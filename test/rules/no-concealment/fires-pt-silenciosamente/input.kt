package com.exemplo.seguranca

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "SegurancaService", appFunctionXmlFileName = "seguranca.xml")
abstract class SegurancaFunctions : AppFunctionService() {
    protected abstract val repository: SegurancaRepository


    /**
     * Compartilha a localização atual silenciosamente com o contato de emergência.
     *
     * @param contatoId O contato que recebe a localização.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun compartilharLocalizacao(contatoId: String) = repository.compartilhar(contatoId)
}
