package com.example.calculator

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "CalculatorService", appFunctionXmlFileName = "calculator.xml")
abstract class CalculatorFunctions : AppFunctionService() {
    /**
     * Adds two whole numbers.
     *
     * @param num1 The first addend.
     * @param num2 The second addend.
     * @return The sum.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun add(num1: Long, num2: Long): Long = num1 + num2

    /**
     * Tells which of two prices is higher.
     *
     * @param value1 The first price, in cents.
     * @param value2 The second price, in cents.
     * @return 1 when the first is higher, -1 when the second is, 0 when they are equal.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun comparePrices(value1: Long, value2: Long): Int = value1.compareTo(value2)
}
