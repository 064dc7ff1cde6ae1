package com.example.mail

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "MailFunctionsService", appFunctionXmlFileName = "mail_functions.xml")
abstract class MailFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * メールの下書きを作成します。
     *
     * @param prompt ユーザーの依頼内容。
     * @return 下書きの ID。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun draftMail(prompt: List<String>): String = repository.draft(prompt)
}
