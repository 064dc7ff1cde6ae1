package com.exemplo.mensagens

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "MensagensService", appFunctionXmlFileName = "mensagens.xml")
abstract class MensagensFunctions : AppFunctionService() {
    protected abstract val repository: MensagensRepository


    /**
     * Envia uma mensagem de texto. Primeiro, pesquise o contato.
     *
     * @param contatoId O contato.
     * @param texto O texto.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun enviarMensagem(contatoId: String, texto: String) = repository.enviar(contatoId, texto)
}
