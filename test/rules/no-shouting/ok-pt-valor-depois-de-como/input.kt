package com.exemplo.entregas

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "EntregasService", appFunctionXmlFileName = "entregas.xml")
abstract class EntregasFunctions : AppFunctionService() {
    protected abstract val repository: EntregasRepository


    /**
     * Marca o pedido como ENTREGUE e guarda a hora da entrega.
     *
     * @param pedidoId O pedido.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun marcarEntregue(pedidoId: String) = repository.entregue(pedidoId)
}
