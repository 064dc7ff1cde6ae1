package com.exemplo.conversas

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "ConversasService", appFunctionXmlFileName = "conversas.xml")
abstract class ConversasFunctions : AppFunctionService() {
    protected abstract val repository: ConversasRepository


    /**
     * Marca todas as mensagens da conversa como lidas.
     *
     * @param conversaId A conversa.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun marcarComoLidas(conversaId: String) = repository.lidas(conversaId)
}
