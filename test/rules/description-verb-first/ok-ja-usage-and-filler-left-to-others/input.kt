package com.example.library

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "LibraryFunctionsService", appFunctionXmlFileName = "library_functions.xml")
abstract class LibraryFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * 利用者が本を借りたいときに使います。
     *
     * @param isbn 本の ISBN。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun borrowBook(isbn: String) { repository.borrow(isbn) }

    /**
     * 本を返却するための関数です。
     *
     * @param loanId 貸出の ID。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun returnBook(loanId: String) { repository.giveBack(loanId) }
}
