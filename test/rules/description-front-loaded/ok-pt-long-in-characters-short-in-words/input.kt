package com.exemplo.ajustes

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "AjustesService", appFunctionXmlFileName = "ajustes.xml")
abstract class AjustesFunctions : AppFunctionService() {
    protected abstract val repository: AjustesRepository


    /**
     * Sincroniza automaticamente configurações personalizadas, preferências internacionais, credenciamentos institucionais, notificações programadas e categorizações temáticas entre dispositivos cadastrados simultaneamente. Reorganiza hierarquicamente classificações incompatíveis, preservando informações históricas armazenadas anteriormente. Desconsidera modificações experimentais descontinuadas, documentações complementares desatualizadas, especificações administrativas provisórias e recomendações operacionais interrompidas recentemente pelos administradores responsáveis. Reprocessa confirmações bibliográficas, autorizações regulamentares e referências cartográficas pendentes, demonstrando diferenças quantitativas significativas, inconsistências organizacionais persistentes e contabilizações internacionais extraordinariamente complicadas.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun sincronizarAjustes() = repository.sincronizar()
}
