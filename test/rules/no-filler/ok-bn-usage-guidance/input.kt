package com.example.recipes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "RecipeFunctionsService", appFunctionXmlFileName = "recipes_functions.xml")
abstract class RecipeFunctions : AppFunctionService() {
    protected abstract val repository: RecipeRepository

    /**
     * উপকরণ দিয়ে রেসিপি খোঁজে। ব্যবহারকারী ফ্রিজে কী আছে বললে এটি ব্যবহার করুন।
     * ফলাফল `cookingTime` অনুযায়ী সাজানো থাকে।
     *
     * @param ingredients হাতে থাকা উপকরণ।
     * @return মিলে যাওয়া রেসিপি।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun findRecipes(ingredients: List<String>): List<Recipe> = repository.find(ingredients)
}
