package com.example.grocery

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "GroceryFunctionsService", appFunctionXmlFileName = "grocery_functions.xml")
abstract class GroceryFunctions : AppFunctionService() {
    protected abstract val repository: GroceryRepository

    /**
     * এটি এমন একটি ফাংশন যা ব্যবহারকারীর কেনাকাটার তালিকা ফেরত দেয়।
     *
     * @return তালিকার জিনিসগুলো।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun shoppingList(): List<Item> = repository.items()
}
