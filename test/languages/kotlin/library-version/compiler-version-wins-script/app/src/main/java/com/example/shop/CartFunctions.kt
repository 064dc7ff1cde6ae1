package com.example.shop

import androidx.appfunctions.AppFunctionContext
import androidx.appfunctions.service.AppFunction

class CartFunctions {
    /** Empties the shopping cart. */
    @AppFunction
    suspend fun clearCart(appFunctionContext: AppFunctionContext) {}
}
