using Shiny.AppFunctions;

namespace Shop.Orders;

[AppEntity("customer")]
public record Customer(string Id, string Name);

[AppFunction("search_customers", Description = "Finds customers by name or city.")]
public record SearchCustomers(string Text) : IAppFunction<string>;
