package com.exemplo.tarefas

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "TarefasService", appFunctionXmlFileName = "tarefas.xml")
abstract class TarefasFunctions : AppFunctionService() {
    protected abstract val repository: TarefasRepository


    /**
     * Cria, encontra e exclui tarefas pessoais.
     *
     * @param titulo O título da tarefa.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun tarefas(titulo: String) = repository.tarefas(titulo)
}
