package com.example.library

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "LibraryFunctionsService", appFunctionXmlFileName = "library_functions.xml")
abstract class LibraryFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * 利用者が図書館の本を借りたい
     * ときに使います。貸出期間は 2 週間です。
     *
     * @param isbn 本の ISBN。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun borrowBook(isbn: String) { repository.borrow(isbn) }

    /**
     * 指定した本の貸出を
     * 2 週間延長します。
     *
     * @param loanId 貸出の ID。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun renewLoan(loanId: String) { repository.renew(loanId) }
}
