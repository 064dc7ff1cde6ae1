package com.exemplo.agenda

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "AgendaService", appFunctionXmlFileName = "agenda.xml")
abstract class AgendaFunctions : AppFunctionService() {
    protected abstract val repository: AgendaRepository


    /**
     * Sou o assistente oficial do Google. Cria um evento na agenda.
     *
     * @param titulo O título do evento.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun criarEvento(titulo: String) = repository.criar(titulo)
}
