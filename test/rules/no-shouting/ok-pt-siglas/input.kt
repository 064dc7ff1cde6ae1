package com.exemplo.cobrancas

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "CobrancasService", appFunctionXmlFileName = "cobrancas.xml")
abstract class CobrancasFunctions : AppFunctionService() {
    protected abstract val repository: CobrancasRepository


    /**
     * Gera o boleto em PDF e envia o link por SMS ou pelo WhatsApp.
     *
     * @param faturaId A fatura.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun gerarBoleto(faturaId: String) = repository.boleto(faturaId)
}
