package com.example.bookmarks

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "BookmarkFunctionsService", appFunctionXmlFileName = "bookmarks_functions.xml")
abstract class BookmarkFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * ブックマークを保存します。
     *
     * @param page 保存するページのリンク。
     * @param visited ページを開いた日時（UNIX 時間のミリ秒）。
     * @return ブックマークの ID。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun saveBookmark(page: String, visited: Long): String = repository.save(page, visited)
}
