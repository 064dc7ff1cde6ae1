package com.exemplo.pedidos

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "PedidosService", appFunctionXmlFileName = "pedidos.xml")
abstract class PedidosFunctions : AppFunctionService() {
    protected abstract val repository: PedidosRepository


    /**
     * Mostra o status do pedido.
     *
     * @param pedidoId O pedido. Você deve pedir ao usuário o número do pedido.
     * @return O status. Sempre responda em português, mesmo que o usuário escreva em outra língua.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun statusDoPedido(pedidoId: String): String = repository.status(pedidoId)
}
