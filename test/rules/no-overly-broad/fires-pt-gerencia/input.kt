package com.exemplo.notas

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NotasService", appFunctionXmlFileName = "notas.xml")
abstract class NotasFunctions : AppFunctionService() {
    protected abstract val repository: NotasRepository


    /**
     * Gerencia as notas.
     *
     * @param notaId A nota.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun notas(notaId: String) = repository.tudo(notaId)
}
