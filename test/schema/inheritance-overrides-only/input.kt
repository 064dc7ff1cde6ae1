package com.example.shop

import androidx.appfunctions.AppFunctionContext
import androidx.appfunctions.AppFunctionSerializable
import androidx.appfunctions.service.AppFunction

@AppFunctionSerializable
open class Item(open val sku: String, open val quantity: Int)

/** An item that is only a renamed view of its base: it declares no property of its own. */
@AppFunctionSerializable
class CartItem(override val sku: String, override val quantity: Int) : Item(sku, quantity)

@AppFunctionSerializable
class GiftItem(override val sku: String, override val quantity: Int, val message: String) : Item(sku, quantity)

class CartFunctions {
    /** Adds an item to the cart. */
    @AppFunction
    fun addToCart(appFunctionContext: AppFunctionContext, item: CartItem, gift: GiftItem?) {}
}
