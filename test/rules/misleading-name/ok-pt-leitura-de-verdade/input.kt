package com.exemplo.banco

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "BancoService", appFunctionXmlFileName = "banco.xml")
abstract class BancoFunctions : AppFunctionService() {
    protected abstract val repository: BancoRepository


    /**
     * Retorna o saldo da conta. Não altera a conta.
     *
     * @param contaId A conta.
     * @return O saldo.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun saldo(contaId: String): Double = repository.balance(contaId)
}
