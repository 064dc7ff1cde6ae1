package com.example.shop

import androidx.appfunctions.AppFunctionSerializable

@AppFunctionSerializable
class Gift(override val sku: String, val wrapping: String) : Item(sku, 0)
