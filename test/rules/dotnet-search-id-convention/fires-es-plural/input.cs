using Shiny.AppFunctions;

namespace Shop.Orders;

[AppEntity("address")]
public record Address(string Id, string Street);

[AppFunction("search_addresses", Description = "Finds delivery addresses by street.")]
public record SearchAddresses(string Street) : IAppFunction<string>;
