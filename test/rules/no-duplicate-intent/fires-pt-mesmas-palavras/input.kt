package com.exemplo.pedidos

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "PedidosService", appFunctionXmlFileName = "pedidos.xml")
abstract class PedidosFunctions : AppFunctionService() {
    protected abstract val repository: PedidosRepository


    /**
     * Cancela o pedido em andamento e devolve o valor pago.
     *
     * @param pedidoId O pedido.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun cancelarCompra(pedidoId: String) = repository.cancelar(pedidoId)

    /**
     * Cancela um pedido em andamento e devolve o valor pago ao cliente.
     *
     * @param id O pedido.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun desistirDoPedido(id: String) = repository.desistir(id)
}
