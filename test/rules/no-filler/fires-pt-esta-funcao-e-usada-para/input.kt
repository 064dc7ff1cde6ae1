package com.exemplo.notas

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NotasService", appFunctionXmlFileName = "notas.xml")
abstract class NotasFunctions : AppFunctionService() {
    protected abstract val repository: NotasRepository


    /**
     * Esta função é usada para criar notas na pasta escolhida.
     *
     * @param titulo O título da nota.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun criarNota(titulo: String): String = repository.criar(titulo)
}
