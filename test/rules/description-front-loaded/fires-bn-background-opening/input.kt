package com.example.recipes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "RecipeFunctionsService", appFunctionXmlFileName = "recipes_functions.xml")
abstract class RecipeFunctions : AppFunctionService() {
    protected abstract val repository: RecipeRepository

    /**
     * আমাদের অ্যাপে প্রতিটি রেসিপি কোনো একটি রান্নার বইয়ের অংশ। নাম বা উপকরণ দিয়ে রেসিপি খোঁজে।
     *
     * @param query রেসিপির নাম বা উপকরণ।
     * @return মিলে যাওয়া রেসিপি।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun findRecipes(query: String): List<Recipe> = repository.find(query)
}
