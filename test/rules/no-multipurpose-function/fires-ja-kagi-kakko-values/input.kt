package com.example.mail

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "MailFunctionsService", appFunctionXmlFileName = "mail_functions.xml")
abstract class MailFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * メールを処理します。
     *
     * @param mailId メールの ID。
     * @param mode 「archive」を指定するとアーカイブし、「forward」を指定すると転送します。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun processMail(mailId: String, mode: String) { repository.process(mailId, mode) }
}
