package com.example.rail

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "RailFunctionsService", appFunctionXmlFileName = "rail_functions.xml")
abstract class RailFunctions : AppFunctionService() {
    protected abstract val repository: RailRepository

    /**
     * দুই স্টেশনের মধ্যে কোনো তারিখের ট্রেন খোঁজে।
     * প্রতিটি ট্রেনের ছাড়ার সময়, খালি আসন ও শ্রেণিভিত্তিক ভাড়া ফেরত দেয়।
     * তালিকাটি ছাড়ার সময় অনুযায়ী সাজানো থাকে। ভাড়া টাকায় দেখানো হয়।
     *
     * @param from শুরুর স্টেশন।
     * @param to গন্তব্য স্টেশন।
     * @param date যাত্রার তারিখ।
     * @return ট্রেনের তালিকা।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun searchTrains(from: String, to: String, date: String): List<Train> = repository.trains(from, to, date)
}
