package com.example.garden

import androidx.appfunctions.AppFunctionSerializable

@AppFunctionSerializable
data class Plant(val name: String, val bed: Int)

class Garden {
    @@RUN@@
