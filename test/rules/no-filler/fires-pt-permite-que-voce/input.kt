package com.exemplo.clinica

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "ClinicaService", appFunctionXmlFileName = "clinica.xml")
abstract class ClinicaFunctions : AppFunctionService() {
    protected abstract val repository: ClinicaRepository


    /**
     * Esta ferramenta permite que você agende uma consulta com o médico escolhido.
     *
     * @param medicoId O médico da consulta.
     * @param parametroUsado Este parâmetro serve para indicar o horário desejado.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun agendarConsulta(medicoId: String, parametroUsado: String) = repository.agendar(medicoId, parametroUsado)
}
