package com.example.shop

import androidx.appfunctions.AppFunctionSerializable

/** Declared in its own file: the finding stays on the subclass, in the subclass's file. */
@AppFunctionSerializable
open class Item(open val sku: String, open val price: Int)
