package com.example.library

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "LoanFunctionsService", appFunctionXmlFileName = "library_functions.xml")
abstract class LoanFunctions : AppFunctionService() {
    protected abstract val repository: LoanRepository

    /**
     * একটি বইয়ের জন্য হোল্ড রাখে। অ্যাপ একটি ডায়ালগে পাঠককে নিশ্চিত করতে বলে।
     *
     * @param bookId বইয়ের আইডি।
     * @return রাখা হোল্ড।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun placeHold(bookId: String): Hold = repository.hold(bookId)

    /**
     * ধারের মেয়াদ দুই সপ্তাহ বাড়ায় এবং ব্যবহারকারীকে একটি নিশ্চিতকরণ ইমেইল পাঠায়।
     *
     * @param loanId ধারের আইডি।
     * @return নবায়ন করা ধার।
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun renewLoan(loanId: String): Loan = repository.renew(loanId)
}
