package com.exemplo.tarefas

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "TarefasService", appFunctionXmlFileName = "tarefas.xml")
abstract class TarefasFunctions : AppFunctionService() {
    protected abstract val repository: TarefasRepository


    /**
     * Cria uma tarefa.
     *
     * @param titulo O título.
     * @param type Pode ser: pessoal ou trabalho.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun criarTarefa(titulo: String, type: String) = repository.criar(titulo, type)
}
