package com.example.library

import androidx.appfunctions.AppFunctionSchemaCapability
import androidx.appfunctions.AppFunctionSerializable

@AppFunctionSchemaCapability
interface Shelved {
    val shelfCode: String
}

/** Only a marker: not a capability itself, but it carries one. */
interface Lendable : Shelved

/** Names the shelf differently, so the capability's property is missing. */
@AppFunctionSerializable
class Book(val title: String, val location: String) : Lendable
