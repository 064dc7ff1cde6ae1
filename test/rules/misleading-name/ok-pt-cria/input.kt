package com.exemplo.notas

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NotasService", appFunctionXmlFileName = "notas.xml")
abstract class NotasFunctions : AppFunctionService() {
    protected abstract val repository: NotasRepository


    /**
     * Cria uma nota na pasta informada.
     *
     * @param pastaId A pasta.
     * @return O ID da nota.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun novaNota(pastaId: String): String {
        return repository.insert(pastaId)
    }
}
