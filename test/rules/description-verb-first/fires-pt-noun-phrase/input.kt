package com.exemplo.tarefas

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "TarefasService", appFunctionXmlFileName = "tarefas.xml")
abstract class TarefasFunctions : AppFunctionService() {
    protected abstract val repository: TarefasRepository


    /**
     * A lista de tarefas do usuário, com prazo e prioridade.
     *
     * @return As tarefas em aberto.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun listarTarefas(): List<String> = repository.abertas()
}
