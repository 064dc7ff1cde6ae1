using System;
using Shiny.AppFunctions;

namespace Cinema;

// The `Attribute` suffix and a qualified name are the same attribute.
[AppFunctionAttribute("list_films", Title = "List films", Description = "Lists the films showing today.")]
public record ListFilms(string Town) : IAppFunction<string>;

[Shiny.AppFunctions.AppFunction("buy_ticket", OpensApp = true)]
[AppShortcut("Buy a ticket with ${applicationName}", ShortTitle = "Buy ticket", SystemImage = "ticket")]
[AppShortcut("Get cinema seats in ${applicationName}")]
[AppShortcut(Phrase)]
public record BuyTicket(string Film) : IAppFunction
{
    private const string Phrase = "Seats with ${applicationName}";
}

[global::Shiny.AppFunctions.AppFunctionAttribute("rate_film", OpensApp = false), Obsolete("Use review_film")]
public record RateFilm(string Film, int Stars) : Shiny.AppFunctions.IAppFunction<bool>;

[AppFunction(id: "review_film", Description = null)]
public record ReviewFilm(string Film) : IAppFunction, IDisposable
{
    public void Dispose() { }
}

[AppFunction(Ids.Snacks, Title = Ids.SnacksTitle)]
public record OrderSnacks(string Snack) : IAppFunction;

public static class Ids
{
    public const string Snacks = "order_snacks";
    public const string SnacksTitle = "Order snacks";
}

[AppEntity("film", Title = "Film", DisplayProperty = nameof(Headline))]
public record Film(string Id, string Headline);

[AppEntity("screen", DisplayProperty = nameof(Screen.Label))]
public class Screen
{
    public string Id { get; set; } = "";
    public string Label { get; set; } = "";
}

[AppEntity("seat", DisplayProperty = "Row")]
public record Seat(string Id, string Row);

// Look-alikes: only the library's attributes count, whatever they are called.
[AppFunctionHelper("not_a_function")]
public record NotAFunction(string Name);
