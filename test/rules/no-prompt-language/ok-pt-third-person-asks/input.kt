package com.exemplo.alarmes

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "AlarmesService", appFunctionXmlFileName = "alarmes.xml")
abstract class AlarmesFunctions : AppFunctionService() {
    protected abstract val repository: AlarmesRepository


    /**
     * Desliga o alarme e pergunta ao usuário se deseja repeti-lo amanhã.
     *
     * @param alarmeId O alarme.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun desligarAlarme(alarmeId: String) = repository.desligar(alarmeId)
}
