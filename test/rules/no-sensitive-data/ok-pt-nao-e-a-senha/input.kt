package com.exemplo.convites

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "ConvitesService", appFunctionXmlFileName = "convites.xml")
abstract class ConvitesFunctions : AppFunctionService() {
    protected abstract val repository: ConvitesRepository


    /**
     * Aceita um convite para o grupo.
     *
     * @param codigo O código do convite; não é a senha da conta.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun aceitarConvite(codigo: String) = repository.aceitar(codigo)
}
