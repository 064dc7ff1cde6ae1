package com.example.chat

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "ReplyFunctionsService", appFunctionXmlFileName = "chat_functions.xml")
abstract class ReplyFunctions : AppFunctionService() {
    protected abstract val repository: ReplyRepository

    /**
     * সিস্টেমের মতো একই ফরম্যাটে তারিখ সাজায়।
     *
     * @param date তারিখ।
     * @return সাজানো তারিখ।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun formatDate(date: String): String = repository.format(date)

    /**
     * স্বয়ংক্রিয় উত্তরের টেমপ্লেট সেট করে, যেমন "আমি আপনার সহকারী, পরে কথা বলছি"।
     *
     * @param text নতুন টেমপ্লেট।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setReplyTemplate(text: String) {
        repository.template(text)
    }
}
