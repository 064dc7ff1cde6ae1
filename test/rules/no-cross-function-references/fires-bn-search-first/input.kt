package com.example.messages

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "MessageFunctionsService", appFunctionXmlFileName = "messages_functions.xml")
abstract class MessageFunctions : AppFunctionService() {
    protected abstract val repository: MessageRepository

    /**
     * একটি পরিচিতিকে মেসেজ পাঠায়। প্রথমে প্রাপকের পরিচিতি খুঁজে নিন।
     *
     * @param contactId প্রাপকের পরিচিতি আইডি।
     * @param text মেসেজের লেখা।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun sendMessage(contactId: String, text: String) {
        repository.send(contactId, text)
    }
}
