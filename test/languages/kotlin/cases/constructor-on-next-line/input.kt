package com.example.garden

import androidx.appfunctions.AppFunctionContext
import androidx.appfunctions.AppFunctionSerializable
import androidx.appfunctions.service.AppFunction
import javax.inject.Inject

// The constructor's annotation and keyword each on a line of their own, as ktfmt lays them out.
class SeedFunctions
@Inject
constructor(private val seeds: SeedStore) {
    /**
     * Lists the seed packets still unopened.
     *
     * @param appFunctionContext The execution context.
     * @return The names of the packets.
     */
    @AppFunction(isDescribedByKdoc = true)
    suspend fun listSeeds(appFunctionContext: AppFunctionContext): List<String> = seeds.unopened()
}

// A bare constructor keyword on the next line.
class WateringFunctions
    constructor(private val schedule: WateringSchedule) {
    /**
     * Waters one bed now.
     *
     * @param appFunctionContext The execution context.
     * @param bed Name of the bed to water.
     */
    @AppFunction(isDescribedByKdoc = true)
    suspend fun waterBed(appFunctionContext: AppFunctionContext, bed: String) {
        schedule.waterNow(bed)
    }
}

// Type parameters, a blank line and a visibility before the constructor.
internal class CompostFunctions<T : Any>

    @Inject
    internal constructor(private val heap: CompostHeap<T>) {
    /** Turns the compost heap. */
    @AppFunction
    suspend fun turnHeap(appFunctionContext: AppFunctionContext): Boolean = heap.turn()
}

/** A bed of the garden. */
@AppFunctionSerializable(isDescribedByKDoc = true)
data class Bed
private constructor(val name: String, val rows: Int)

// The control: the constructor on the class's own line.
class HarvestFunctions @Inject constructor(private val crops: CropLog) {
    /**
     * Records a harvest.
     *
     * @param appFunctionContext The execution context.
     * @param crop What was picked.
     * @param grams How much, in grams.
     */
    @AppFunction(isDescribedByKdoc = true)
    suspend fun recordHarvest(appFunctionContext: AppFunctionContext, crop: String, grams: Int) {
        crops.add(crop, grams)
    }
}
