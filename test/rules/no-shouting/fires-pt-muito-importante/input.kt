package com.exemplo.pagamentos

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "PagamentosService", appFunctionXmlFileName = "pagamentos.xml")
abstract class PagamentosFunctions : AppFunctionService() {
    protected abstract val repository: PagamentosRepository


    /**
     * Agenda um pagamento para a data escolhida. MUITO IMPORTANTE: o valor é sempre em reais.
     *
     * @param valor O valor do pagamento.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun agendarPagamento(valor: Double) = repository.agendar(valor)
}
