using System;
using System.Collections.Generic;
using Shiny.AppFunctions;

namespace Bistro.Reservations;

// Every positional parameter is required unless its type is nullable; the default value of
// Seating does not make it optional, and defaults never reach the schema.
[AppFunction("reserve_table", Title = "Reserve a table", Description = "Reserves a table at one of our restaurants for a party.")]
public record ReserveTable(
    [property: AppParameter(Title = "Restaurant", Description = "Which restaurant to book, by its short name")] string Venue,
    int Guests,
    long MemberNumber,
    double Budget,
    bool Terrace,
    DateTimeOffset ArriveAt,
    [AppParameter(Title = "Occasion")] string? Occasion,
    int? HighChairs,
    Nullable<bool> Quiet,
    System.Int64 VoucherCode,
    string Seating = "any"
) : IAppFunction<ReservationResult>;

public record ReservationResult(string Reference, List<string> TableNumbers, VenueDetails Venue, IReadOnlyList<MenuCourse> Courses, DateTimeOffset? ConfirmedAt);

public record VenueDetails(string Street, double Rating)
{
    public int Floor { get; init; }
    public string Label => $"{Street} ({Rating})";
}

public record MenuCourse(string Dish, bool Vegetarian);

public class ReserveTableHandler : IAppFunctionHandler<ReserveTable, ReservationResult>
{
    public Task<ReservationResult> Handle(ReserveTable request, AppFunctionContext context, CancellationToken cancellationToken) =>
        throw new NotImplementedException();
}
