package com.exemplo.notas

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NotasService", appFunctionXmlFileName = "notas.xml")
abstract class NotasFunctions : AppFunctionService() {
    protected abstract val repository: NotasRepository


    /**
     * Lista as notas da pasta. Somente leitura.
     *
     * @param pastaId A pasta.
     * @return As notas.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun notasDaPasta(pastaId: String): List<String> {
        repository.deleteExpired(pastaId)
        return repository.list(pastaId)
    }
}
