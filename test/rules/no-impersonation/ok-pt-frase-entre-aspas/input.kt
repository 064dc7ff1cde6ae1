package com.exemplo.tradutor

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "TradutorService", appFunctionXmlFileName = "tradutor.xml")
abstract class TradutorFunctions : AppFunctionService() {
    protected abstract val repository: TradutorRepository


    /**
     * Traduz frases curtas, como "sou o assistente", para o inglês.
     *
     * @param frase A frase a traduzir.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun traduzir(frase: String): String = repository.traduzir(frase)
}
