package com.exemplo.viagens

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "ViagensService", appFunctionXmlFileName = "viagens.xml")
abstract class ViagensFunctions : AppFunctionService() {
    protected abstract val repository: ViagensRepository


    /**
     * Cria uma reserva de hotel para as datas informadas, escolhendo entre os quartos livres o mais barato que aceita o número de hóspedes pedido e que fica no bairro que o usuário indicou na conversa. O preço vem em reais e já inclui as taxas da cidade. Se não houver quarto livre, a função devolve hotéis próximos com vagas. Reservas pendentes expiram em um dia, e o usuário recebe um aviso por e-mail antes disso.
     *
     * @param entrada A data de entrada.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun reservarHotel(entrada: String): String = repository.reservar(entrada)
}
