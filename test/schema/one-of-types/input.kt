package com.example.transit

import androidx.appfunctions.AppFunctionContext
import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionOneOfType
import androidx.appfunctions.AppFunctionResourceContainer
import androidx.appfunctions.AppFunctionSerializable
import androidx.appfunctions.AppFunctionTextResource

/** A way to pay for a ride. */
@AppFunctionSerializable(isDescribedByKDoc = true)
sealed class Fare {
    abstract val price: Int

    /** A single ride. */
    @AppFunctionSerializable(isDescribedByKDoc = true)
    class Single(override val price: Int, val zone: String) : Fare()

    /** A pass with its terms attached. */
    @AppFunctionSerializable(isDescribedByKDoc = true)
    class Pass(
        override val price: Int,
        val days: Int,
        override val resources: List<AppFunctionTextResource> = emptyList(),
    ) : Fare(), AppFunctionResourceContainer
}

@AppFunctionSerializable
sealed interface Stop {
    val name: String
}

@AppFunctionSerializable
class BusStop(override val name: String, val shelter: Boolean) : Stop

@AppFunctionSerializable
class TrainStop(override val name: String, val platform: Int) : Stop

/** Either of two vehicles, by list rather than by sealing. */
@AppFunctionSerializable(isDescribedByKDoc = true)
@AppFunctionOneOfType(matchOneOf = [Vehicle.Tram::class, Vehicle.Ferry::class])
abstract class Vehicle {
    @AppFunctionSerializable
    class Tram(val line: Int) : Vehicle()

    @AppFunctionSerializable
    class Ferry(val pier: String) : Vehicle()

    /** Not listed: not one of the alternatives. */
    @AppFunctionSerializable
    class Cable(val car: Int) : Vehicle()
}

class TransitFunctions {
    @AppFunctionDeclaration
    fun buy(appFunctionContext: AppFunctionContext, fare: Fare, from: Stop?, via: List<Vehicle>): Boolean = true
}
