package com.example.restaurant

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "BookingFunctionsService", appFunctionXmlFileName = "restaurant_functions.xml")
abstract class BookingFunctions : AppFunctionService() {
    protected abstract val repository: BookingRepository

    /**
     * রেস্তোরাঁয় একটি টেবিল বুক করে। বুকিং হয়ে গেলে আপনাকে অবশ্যই বুকিং নম্বরটি জোরে বলতে হবে।
     *
     * @param restaurantId রেস্তোরাঁর আইডি।
     * @param partySize অতিথির সংখ্যা। অনুরোধে সংখ্যাটি না থাকলে ব্যবহারকারীকে জিজ্ঞাসা করুন।
     * @return নিশ্চিত হওয়া বুকিং।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun bookTable(restaurantId: String, partySize: Int): Booking = repository.book(restaurantId, partySize)
}
