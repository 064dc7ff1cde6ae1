package com.exemplo.lembretes

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "LembretesService", appFunctionXmlFileName = "lembretes.xml")
abstract class LembretesFunctions : AppFunctionService() {
    protected abstract val repository: LembretesRepository


    /**
     * Criar lembrete para uma data e hora.
     *
     * @param texto O que lembrar.
     * @param quando Quando avisar.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun criarLembrete(texto: String, quando: String) = repository.criar(texto, quando)
}
