package com.exemplo.notas

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NotasService", appFunctionXmlFileName = "notas.xml")
abstract class NotasFunctions : AppFunctionService() {
    protected abstract val repository: NotasRepository


    /**
     * Arquiva a nota escolhida; nunca apaga todas as notas da pasta.
     *
     * @param notaId A nota.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun arquivarNota(notaId: String) = repository.arquivar(notaId)
}
