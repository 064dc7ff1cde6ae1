package com.example.library

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionSerializable
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

/** A book on a shelf. */
@AppFunctionSerializable(isDescribedByKDoc = true)
data class Book(
    /** Title printed on the cover. */
    val title: String,
)

@AppFunctionServiceEntryPoint(serviceName = "LibraryService", appFunctionXmlFileName = "library.xml")
abstract class LibraryFunctions : AppFunctionService() {
    /**
     * Counts the books on loan.
     *
     * @return How many books are out.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun countLoans() = 12

    /**
     * Gives the average rating of the library.
     *
     * @return The rating between 0 and 5.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun averageRating() = -(4.5f)

    /**
     * Reports whether the library is open.
     *
     * @return True while the doors are open.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun isOpen() = true

    /**
     * Picks the book of the week.
     *
     * @return The chosen book.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun bookOfTheWeek() = Book(title = "Dune")

    /**
     * Finds the oldest book.
     *
     * @return The book with the earliest date.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun oldestBook() = shelf().first()

    /** Returns nothing to the agent. */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun tidyShelves() {
        shelf()
    }

    private fun shelf(): List<Book> = emptyList()
}
