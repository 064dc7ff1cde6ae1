package com.exemplo.mensagens

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "MensagensService", appFunctionXmlFileName = "mensagens.xml")
abstract class MensagensFunctions : AppFunctionService() {
    protected abstract val repository: MensagensRepository


    /**
     * Vai enviar a mensagem para o contato escolhido.
     *
     * @param contatoId O contato que recebe a mensagem.
     * @param texto O texto da mensagem.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun enviarMensagem(contatoId: String, texto: String) = repository.enviar(contatoId, texto)
}
