package com.example.music

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "PlayerFunctionsService", appFunctionXmlFileName = "music_functions.xml")
abstract class PlayerFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * 指定した曲を再生します。
     *
     * @param trackId 曲の ID。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun playTrack(trackId: String) { repository.play(trackId) }

    /**
     * 再生中の曲を一時停止します。
     *
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun pausePlayback() { repository.pause() }

    /**
     * プレイリストに曲を追加します。
     *
     * @param playlistId プレイリストの ID。
     * @param trackId 追加する曲の ID。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun addToPlaylist(playlistId: String, trackId: String) { repository.add(playlistId, trackId) }

    /**
     * アーティスト名やタイトルでアルバムを検索します。
     *
     * @param query 検索する語句。
     * @return 見つかったアルバム。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun searchAlbums(query: String): List<Album> = repository.albums(query)
}
