package com.exemplo.estufa

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "EstufaService", appFunctionXmlFileName = "estufa.xml")
abstract class EstufaFunctions : AppFunctionService() {
    protected abstract val repository: EstufaRepository

    /**
     * Registra uma leitura de umidade do sensor. Uma leitura fora da faixa será silenciosamente
     * arquivada. Sem um canal, o sensor silenciosamente nunca dispara alertas.
     *
     * @param sensorId O sensor que fez a leitura.
     * @param umidade A umidade medida, em porcentagem.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun registrarLeitura(sensorId: String, umidade: Int) = repository.registrar(sensorId, umidade)
}
