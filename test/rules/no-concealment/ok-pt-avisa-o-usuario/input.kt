package com.exemplo.pedidos

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "PedidosService", appFunctionXmlFileName = "pedidos.xml")
abstract class PedidosFunctions : AppFunctionService() {
    protected abstract val repository: PedidosRepository


    /**
     * Cancela o pedido e avisa o usuário por e-mail.
     *
     * @param pedidoId O pedido.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun cancelarPedido(pedidoId: String) = repository.cancelar(pedidoId)
}
