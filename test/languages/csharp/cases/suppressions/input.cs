using System.Diagnostics.CodeAnalysis;
using Shiny.AppFunctions;

namespace Library.Loans;

[SuppressMessage("AppFunctions", "no-filler", Justification = "The wording is the library's own.")]
[AppFunction("renew_loan", Description = "Simply renews a loan.")]
public record RenewLoan(string Barcode) : IAppFunction
{
    [SuppressMessage("AppFunctions", "appfunctions:no-shouting", Justification = "A code, not a shout.")]
    public string Branch { get; init; } = "MAIN";

    [SuppressMessage("Style", "no-filler")]
    public int Days { get; init; }
}

[System.Diagnostics.CodeAnalysis.SuppressMessageAttribute("AppFunctions", "description-missing")]
[AppFunction("return_book")]
public record ReturnBook(
    [property: SuppressMessage("AppFunctions", "parameter-name-descriptive")] string B
) : IAppFunction;

// appfunctions-disable-next-line no-filler, no-shouting -- the catalogue's own words
[AppFunction("reserve_book", Description = "Just RESERVES a book.")]
public record ReserveBook(string Isbn) : IAppFunction;

public class Elsewhere
{
    // appfunctions-disable-next-line misleading-name
    public int Value { get; set; }
}
