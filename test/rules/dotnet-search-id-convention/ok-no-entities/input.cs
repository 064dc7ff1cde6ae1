using Shiny.AppFunctions;

namespace Shop.Orders;

[AppFunction("search_customers", Description = "Finds customers by name or city.")]
public record SearchCustomers(string Text) : IAppFunction<string>;
