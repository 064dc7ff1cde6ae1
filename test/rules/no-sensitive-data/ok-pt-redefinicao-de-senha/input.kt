package com.exemplo.contas

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "ContasService", appFunctionXmlFileName = "contas.xml")
abstract class ContasFunctions : AppFunctionService() {
    protected abstract val repository: ContasRepository


    /**
     * Envia um link de redefinição de senha para o e-mail cadastrado.
     *
     * @param email O e-mail que recebe o link de redefinição de senha.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun enviarRedefinicao(email: String) = repository.redefinir(email)
}
