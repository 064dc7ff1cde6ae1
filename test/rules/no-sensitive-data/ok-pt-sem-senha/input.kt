package com.exemplo.eventos

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "EventosService", appFunctionXmlFileName = "eventos.xml")
abstract class EventosFunctions : AppFunctionService() {
    protected abstract val repository: EventosRepository


    /**
     * Entra no evento como visitante.
     *
     * @param apelido O apelido do visitante; a entrada é sem senha nem cadastro.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun entrarComoVisitante(apelido: String) = repository.visitante(apelido)
}
