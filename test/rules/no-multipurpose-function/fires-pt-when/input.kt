package com.exemplo.contatos

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "ContatosService", appFunctionXmlFileName = "contatos.xml")
abstract class ContatosFunctions : AppFunctionService() {
    protected abstract val repository: ContatosRepository


    /**
     * Opera sobre um contato.
     *
     * @param contatoId O contato.
     * @param operation A operação desejada no contato.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun contato(contatoId: String, operation: String) {
        when (operation) {
            "adicionar" -> repository.adicionar(contatoId)
            "remover" -> repository.remover(contatoId)
            else -> throw IllegalArgumentException(operation)
        }
    }
}
