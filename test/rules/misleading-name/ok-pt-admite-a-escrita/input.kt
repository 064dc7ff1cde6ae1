package com.exemplo.mensagens

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "MensagensService", appFunctionXmlFileName = "mensagens.xml")
abstract class MensagensFunctions : AppFunctionService() {
    protected abstract val repository: MensagensRepository


    /**
     * Retorna a mensagem e a marca como lida.
     *
     * @param mensagemId A mensagem.
     * @return O texto.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun abrirMensagem(mensagemId: String): String {
        repository.markRead(mensagemId)
        return repository.text(mensagemId)
    }
}
