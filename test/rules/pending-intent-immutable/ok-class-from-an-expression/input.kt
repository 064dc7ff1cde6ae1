package com.example.recipes

import android.app.PendingIntent
import android.content.Context
import android.content.Intent
import android.net.Uri
import androidx.appfunctions.AppFunctionContext
import androidx.appfunctions.service.AppFunction

class RecipeFunctions(private val screens: Map<String, Class<*>>) {
    /**
     * Opens a recipe in the app.
     *
     * @param recipeId The ID of the recipe.
     * @return A PendingIntent that opens the recipe.
     */
    @AppFunction
    suspend fun openRecipe(appFunctionContext: AppFunctionContext, recipeId: String): PendingIntent {
        val context: Context = appFunctionContext.context
        // The screen's class comes from a lookup, not a class literal: still an explicit Intent.
        val screen = Class.forName("com.example.recipes.RecipeActivity")
        val intent = Intent(context, screen).putExtra("recipeId", recipeId)
        return PendingIntent.getActivity(context, 0, intent, PendingIntent.FLAG_IMMUTABLE)
    }

    /**
     * Opens the shopping list of a recipe.
     *
     * @param recipeId The ID of the recipe.
     * @return A PendingIntent that opens the shopping list.
     */
    @AppFunction
    suspend fun openShoppingList(appFunctionContext: AppFunctionContext, recipeId: String): PendingIntent {
        val context = appFunctionContext.context
        val target = Intent(Intent.ACTION_VIEW, Uri.parse("recipes://list/$recipeId"), context, screens.getValue("list"))
        return PendingIntent.getActivity(context, 1, target, PendingIntent.FLAG_IMMUTABLE)
    }
}
