package com.example.images

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "ImageFunctionsService", appFunctionXmlFileName = "images_functions.xml")
abstract class ImageFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * 文章から挿絵を生成します。
     *
     * @param prompt 画像モデルに渡す指示文。
     * @return 画像の URL。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun illustrate(prompt: List<String>): String = repository.illustrate(prompt)
}
