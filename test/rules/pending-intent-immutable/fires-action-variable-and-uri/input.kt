package com.example.recipes

import android.app.PendingIntent
import android.content.Intent
import android.net.Uri
import androidx.appfunctions.AppFunctionContext
import androidx.appfunctions.service.AppFunction

class ShareFunctions {
    /**
     * Shares a recipe link.
     *
     * @param recipeId The ID of the recipe.
     * @return A PendingIntent that shares the link.
     */
    @AppFunction
    suspend fun shareRecipe(appFunctionContext: AppFunctionContext, recipeId: String): PendingIntent {
        val action = Intent.ACTION_VIEW
        // An action and a Uri: whichever app claims the action opens it.
        val intent = Intent(action, Uri.parse("https://recipes.example.com/$recipeId"))
        return PendingIntent.getActivity(appFunctionContext.context, 0, intent, PendingIntent.FLAG_IMMUTABLE)
    }
}
