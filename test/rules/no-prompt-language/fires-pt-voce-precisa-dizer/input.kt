package com.exemplo.notas

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NotasService", appFunctionXmlFileName = "notas.xml")
abstract class NotasFunctions : AppFunctionService() {
    protected abstract val repository: NotasRepository


    /**
     * Salva a nota. Você PRECISA dizer ao usuário que a nota foi salva.
     *
     * @param titulo O título da nota.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun salvarNota(titulo: String) = repository.salvar(titulo)
}
