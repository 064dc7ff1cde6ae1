package com.example.recipes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionInstruction
import androidx.appfunctions.AppFunctionSerializable
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "RecipeService", appFunctionXmlFileName = "recipes.xml")
abstract class RecipeFunctions : AppFunctionService() {
    /** Scales a recipe to a number of servings. */
    @AppFunctionDeclaration(isEnabled = false)
    @AppFunctionInstruction("Scales every ingredient so that the recipe serves the given number
@AppFunctionSerializable
data class Ingredient0(val name: String, val grams: Int)

@AppFunctionSerializable
data class Ingredient1(val name: String, val grams: Int)

@AppFunctionSerializable
data class Ingredient2(val name: String, val grams: Int)

@AppFunctionSerializable
data class Ingredient3(val name: String, val grams: Int)

@AppFunctionSerializable
data class Ingredient4(val name: String, val grams: Int)

@AppFunctionSerializable
data class Ingredient5(val name: String, val grams: Int)

@AppFunctionSerializable
data class Ingredient6(val name: String, val grams: Int)

@AppFunctionSerializable
data class Ingredient7(val name: String, val grams: Int)

@AppFunctionSerializable
data class Ingredient8(val name: String, val grams: Int)

@AppFunctionSerializable
data class Ingredient9(val name: String, val grams: Int)

@AppFunctionSerializable
data class Ingredient10(val name: String, val grams: Int)

@AppFunctionSerializable
data class Ingredient11(val name: String, val grams: Int)

@AppFunctionSerializable
data class Ingredient12(val name: String, val grams: Int)

@AppFunctionSerializable
data class Ingredient13(val name: String, val grams: Int)

@AppFunctionSerializable
data class Ingredient14(val name: String, val grams: Int)

@AppFunctionSerializable
data class Ingredient15(val name: String, val grams: Int)

@AppFunctionSerializable
data class Ingredient16(val name: String, val grams: Int)

@AppFunctionSerializable
data class Ingredient17(val name: String, val grams: Int)

@AppFunctionSerializable
data class Ingredient18(val name: String, val grams: Int)

@AppFunctionSerializable
data class Ingredient19(val name: String, val grams: Int)

    @Deprecated("Use scale")
    @AppFunctionDeclaration
    fun resize(recipeId: String) = Unit
}
