package com.exemplo.alarmes

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "AlarmesService", appFunctionXmlFileName = "alarmes.xml")
abstract class AlarmesFunctions : AppFunctionService() {
    protected abstract val repository: AlarmesRepository


    /**
     * Liga a função soneca do alarme escolhido.
     *
     * @param alarmeId O alarme.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun ativarSoneca(alarmeId: String) = repository.soneca(alarmeId)

    /**
     * Cria função de repetição para o alarme escolhido.
     *
     * @param alarmeId O alarme.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun repetirAlarme(alarmeId: String) = repository.repetir(alarmeId)
}
