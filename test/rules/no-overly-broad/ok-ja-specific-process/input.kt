package com.example.photos

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "PhotoFunctionsService", appFunctionXmlFileName = "photos_functions.xml")
abstract class PhotoFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * 画像を処理して、指定した大きさのサムネイルを作成します。
     *
     * @param photoId 写真の ID。
     * @return サムネイルの URL。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun makeThumbnail(photoId: String): String = repository.thumbnail(photoId)

    /**
     * 注文の処理状況を返します。
     *
     * @param orderId 注文の ID。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun orderStatus(orderId: String): String = repository.status(orderId)
}
