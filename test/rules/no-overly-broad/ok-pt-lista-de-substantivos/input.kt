package com.exemplo.agenda

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "AgendaService", appFunctionXmlFileName = "agenda.xml")
abstract class AgendaFunctions : AppFunctionService() {
    protected abstract val repository: AgendaRepository


    /**
     * Lista as tarefas, notas e lembretes do dia.
     *
     * @return Os itens do dia.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun itensDoDia(): List<String> = repository.hoje()
}
