using Shiny.AppFunctions;

namespace Ferry.Tickets;

// A positional record struct: its parameters are properties, and a struct always has the
// parameterless constructor too.
[AppFunction("ferry_times")]
public readonly record struct FerryTimes(string Harbour, DateTimeOffset? After) : IAppFunction<string>;

// A record class written out, with a constructor in the body besides the primary one.
[AppFunction("book_crossing")]
public record class BookCrossing(string Route, int Passengers) : IAppFunction
{
    public BookCrossing(string route) : this(route, 1) { }
    public bool Vehicle { get; init; }
}

// A class with written constructors: public, private, protected and static; the generator takes
// the public one with the most parameters that all name properties.
[AppFunction("cancel_ticket")]
public class CancelTicket : IAppFunction
{
    static CancelTicket() { }
    private CancelTicket() { }
    protected CancelTicket(string reference, bool refund, int extra) { }
    public CancelTicket(string reference) { Reference = reference; }
    public CancelTicket(string reference, bool refund) { Reference = reference; Refund = refund; }
    public CancelTicket(string reference, string unknown) { Reference = reference; }

    public string Reference { get; }
    public bool Refund { get; }
    public string? Reason { get; set; }
}

// A class with a primary constructor (C# 12): its parameters are not properties.
[AppFunction("check_in")]
public class CheckIn(string code) : IAppFunction
{
    public string Code { get; set; } = code;
}

// Only a private constructor: none the generator can call.
[AppFunction("board_ship")]
public class BoardShip : IAppFunction
{
    private BoardShip() { }
    public string Deck { get; set; } = "";
}

// A struct with no constructor written, and an internal record with a primary constructor.
public struct Berth
{
    public int Number { get; set; }
}

internal record Cabin(int Number);

public sealed partial class Schedule<TStop> where TStop : class
{
}

// An abstract record's primary constructor is protected.
public abstract record Vessel(string Name);
