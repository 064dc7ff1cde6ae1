package com.example.weather

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionInstruction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "WeatherService", appFunctionXmlFileName = "weather.xml")
abstract class WeatherFunctions : AppFunctionService() {
    @AppFunctionDeclaration
    @AppFunctionInstruction("Gives the temperature of a city now.")
    suspend fun currentTemperature(
        @AppFunctionInstruction("Name of the city.") city: String,
    ): @AppFunctionInstruction("Degrees Celsius, rounded to one decimal.") Double = 21.5
}
