@file:Suppress("appfunctions:function-name-readable")

package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@Suppress("unused", "appfunctions:no-filler")
@AppFunctionServiceEntryPoint(serviceName = "S", appFunctionXmlFileName = "s.xml")
abstract class Suppressed : AppFunctionService() {
    /** Creates a thing. */
    @Suppress("appfunctions:no-unused-parameter")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    fun doIt(p1: String) = Unit

    /** Broken below. */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    fun typing(title: Str
