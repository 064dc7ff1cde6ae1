package com.exemplo.conversas

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "ConversasService", appFunctionXmlFileName = "conversas.xml")
abstract class ConversasFunctions : AppFunctionService() {
    protected abstract val repository: ConversasRepository


    /**
     * Arquiva a conversa escolhida. A função usada no menu de contexto é a mesma.
     *
     * @param conversaId A conversa.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun arquivarConversa(conversaId: String) = repository.arquivar(conversaId)
}
