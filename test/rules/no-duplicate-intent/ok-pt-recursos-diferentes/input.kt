package com.exemplo.contatos

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "ContatosService", appFunctionXmlFileName = "contatos.xml")
abstract class ContatosFunctions : AppFunctionService() {
    protected abstract val repository: ContatosRepository


    /**
     * Busca contatos pelo nome.
     *
     * @param nome O nome procurado.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun contatosPorNome(nome: String): List<String> = repository.porNome(nome)

    /**
     * Busca grupos pelo nome.
     *
     * @param nome O nome procurado.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun gruposPorNome(nome: String): List<String> = repository.grupos(nome)
}
