package com.exemplo.notas

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NotasService", appFunctionXmlFileName = "notas.xml")
abstract class NotasFunctions : AppFunctionService() {
    protected abstract val repository: NotasRepository


    /**
     * Altera uma nota.
     *
     * @param notaId A nota.
     * @param action Uma das ações: criar, editar ou excluir.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun nota(notaId: String, action: String) = repository.nota(notaId, action)
}
