package com.exemplo.tarefas

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "TarefasService", appFunctionXmlFileName = "tarefas.xml")
abstract class TarefasFunctions : AppFunctionService() {
    protected abstract val repository: TarefasRepository


    /**
     * Lista as tarefas que vencem antes de sexta-feira.
     *
     * @return As tarefas.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun tarefasDaSemana(): List<String> = repository.semana()
}
