package com.exemplo.notas

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NotasService", appFunctionXmlFileName = "notas.xml")
abstract class NotasFunctions : AppFunctionService() {
    protected abstract val repository: NotasRepository


    /**
     * Exclui a nota escolhida. CRÍTICO: a exclusão não pode ser desfeita.
     *
     * @param notaId A nota.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun excluirNota(notaId: String) = repository.excluir(notaId)
}
