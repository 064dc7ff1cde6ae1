package com.exemplo.notas

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NotasService", appFunctionXmlFileName = "notas.xml")
abstract class NotasFunctions : AppFunctionService() {
    protected abstract val repository: NotasRepository


    /**
     * Move uma nota para outra pasta.
     *
     * @param notaId A nota a mover.
     * @param pastaId A pasta de destino.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun moverNota(notaId: String, pastaId: String) = repository.mover(notaId, pastaId)

    /**
     * Busca notas pelo título ou pelo conteúdo.
     *
     * @param consulta O texto procurado.
     * @return As notas encontradas.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun buscarNotas(consulta: String): List<String> = repository.buscar(consulta)
}
