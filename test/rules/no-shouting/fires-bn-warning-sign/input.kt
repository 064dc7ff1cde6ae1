package com.example.photos

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "PhotoFunctionsService", appFunctionXmlFileName = "photos_functions.xml")
abstract class PhotoFunctions : AppFunctionService() {
    protected abstract val repository: PhotoRepository

    /**
     * গ্যালারির একটি ছবি ক্লাউডে আপলোড করে। ⚠️ সতর্কতা: ১০ MB-এর বড় ছবি আপলোড হয় না।
     *
     * @param uri ছবির ঠিকানা।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun uploadPhoto(uri: String) {
        repository.upload(uri)
    }
}
