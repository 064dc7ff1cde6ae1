package com.example.library

import androidx.appfunctions.AppFunctionSchemaCapability
import androidx.appfunctions.AppFunctionSerializable

@AppFunctionSerializable
@AppFunctionSchemaCapability
open class Item(open val id: String)

@AppFunctionSerializable
class Magazine(override val id: String, val issue: Int) : Item(id)
