package com.exemplo.notas

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NotasService", appFunctionXmlFileName = "notas.xml")
abstract class NotasFunctions : AppFunctionService() {
    protected abstract val repository: NotasRepository


    /**
     * Cria, edita, arquiva e exclui notas e também envia lembretes por e-mail.
     *
     * @param notaId A nota.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun notas(notaId: String) = repository.tudo(notaId)
}
