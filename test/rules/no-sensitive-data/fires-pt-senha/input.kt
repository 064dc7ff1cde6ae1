package com.exemplo.pagamentos

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "PagamentosService", appFunctionXmlFileName = "pagamentos.xml")
abstract class PagamentosFunctions : AppFunctionService() {
    protected abstract val repository: PagamentosRepository


    /**
     * Confirma um pagamento pendente.
     *
     * @param valor A senha do usuário para confirmar o pagamento.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun confirmarPagamento(valor: String) = repository.confirmar(valor)
}
