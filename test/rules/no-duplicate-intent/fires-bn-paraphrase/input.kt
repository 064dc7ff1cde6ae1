package com.example.recipes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "RecipeFunctionsService", appFunctionXmlFileName = "recipes_functions.xml")
abstract class RecipeFunctions : AppFunctionService() {
    protected abstract val repository: RecipeRepository

    /**
     * একটি রান্নার বইয়ে রাখা রেসিপিগুলোর তালিকা দেয়।
     *
     * @param cookbookId রান্নার বইয়ের আইডি।
     * @return রেসিপিগুলো।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun cookbookRecipes(cookbookId: String): List<Recipe> = repository.inBook(cookbookId)

    /**
     * একটি রান্নার বইয়ে রাখা সব রেসিপি ফেরত দেয়, প্রতিটির রান্নার সময়সহ।
     *
     * @param cookbookId রান্নার বইয়ের আইডি।
     * @return রেসিপি ও রান্নার সময়।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun recipesWithTimes(cookbookId: String): List<Recipe> = repository.inBookWithTimes(cookbookId)
}
