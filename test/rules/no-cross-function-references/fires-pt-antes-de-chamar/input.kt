package com.exemplo.notas

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NotasService", appFunctionXmlFileName = "notas.xml")
abstract class NotasFunctions : AppFunctionService() {
    protected abstract val repository: NotasRepository


    /**
     * Retorna o ID da pasta padrão. Deve ser chamada antes de criar uma nota.
     *
     * @return O ID da pasta.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun pastaPadrao(): String = repository.pastaPadrao()

    /**
     * Cria uma nota na pasta informada; use list_folders para obter o ID da pasta.
     *
     * @param pastaId A pasta.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun criarNota(pastaId: String) = repository.criar(pastaId)
}
