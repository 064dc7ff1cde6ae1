package com.example.recipes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "RecipeFunctionsService", appFunctionXmlFileName = "recipes_functions.xml")
abstract class RecipeFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * レシピ帳に保存したレシピの一覧を返します。
     *
     * @param cookbookId レシピ帳の ID。
     * @return レシピの一覧。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun cookbookRecipes(cookbookId: String): List<Recipe> = repository.inBook(cookbookId)

    /**
     * レシピ帳に保存したレシピの一覧を、調理時間と一緒に取得します。
     *
     * @param cookbookId レシピ帳の ID。
     * @return レシピと調理時間。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun recipesWithTimes(cookbookId: String): List<Recipe> = repository.inBook(cookbookId, withTimes = true)
}
