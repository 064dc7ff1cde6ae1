package com.exemplo.agenda

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "AgendaService", appFunctionXmlFileName = "agenda.xml")
abstract class AgendaFunctions : AppFunctionService() {
    protected abstract val repository: AgendaRepository


    /**
     * Sincroniza os eventos com o Google Agenda.
     *
     * @param contaId A conta.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun sincronizarAgenda(contaId: String) = repository.sincronizar(contaId)
}
