package com.exemplo.musica

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "MusicaService", appFunctionXmlFileName = "musica.xml")
abstract class MusicaFunctions : AppFunctionService() {
    protected abstract val repository: MusicaRepository


    /**
     * Toca uma playlist do usuário.
     *
     * @param playlistId A playlist.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun tocarPlaylist(playlistId: String) = repository.playlist(playlistId)

    /**
     * Toca um podcast pelo episódio.
     *
     * @param episodioId O episódio.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun tocarPodcast(episodioId: String) = repository.podcast(episodioId)
}
