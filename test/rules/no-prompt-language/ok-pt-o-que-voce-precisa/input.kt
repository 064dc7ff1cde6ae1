package com.exemplo.pedidos

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "PedidosService", appFunctionXmlFileName = "pedidos.xml")
abstract class PedidosFunctions : AppFunctionService() {
    protected abstract val repository: PedidosRepository


    /**
     * Retorna o que você precisa para montar o pedido: itens, frete e prazo.
     *
     * @param carrinhoId O carrinho.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun resumoDoPedido(carrinhoId: String): String = repository.resumo(carrinhoId)
}
