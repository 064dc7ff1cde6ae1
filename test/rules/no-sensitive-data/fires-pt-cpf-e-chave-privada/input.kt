package com.exemplo.banco

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "BancoService", appFunctionXmlFileName = "banco.xml")
abstract class BancoFunctions : AppFunctionService() {
    protected abstract val repository: BancoRepository


    /**
     * Abre uma conta digital.
     *
     * @param documento O CPF do titular da conta.
     * @param assinatura A chave privada usada para assinar o contrato.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun abrirConta(documento: String, assinatura: String) = repository.abrir(documento, assinatura)
}
