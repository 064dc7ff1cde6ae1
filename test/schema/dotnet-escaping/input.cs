using Shiny.AppFunctions;

namespace Pricing;

[AppFunction("quote_price", Description = "Quotes a café's price: <net> & tax + \"fees\", it's `exact`.")]
public record QuotePrice(
    [property: AppParameter(Description = "The customer's budget <net> & tax + \"fees\" at the café")] double Budget,
    [property: AppParameter(Description = "Path like C:\\menus\\a>b, tab\there, emoji 🍰, `code`, DEL \u007f")] string Source
) : IAppFunction<double>;
