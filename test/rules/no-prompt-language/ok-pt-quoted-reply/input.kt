package com.exemplo.atendimento

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "AtendimentoService", appFunctionXmlFileName = "atendimento.xml")
abstract class AtendimentoFunctions : AppFunctionService() {
    protected abstract val repository: AtendimentoRepository


    /**
     * Envia ao cliente a resposta padrão "Você precisa confirmar o pedido" por SMS.
     *
     * @param clienteId O cliente.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun enviarLembrete(clienteId: String) = repository.lembrar(clienteId)
}
