using Shiny.AppFunctions;

namespace Shop.Orders;

[AppEntity("customer")]
public record Customer(string Number, string Name);

[AppFunction("search_customer", Description = "Finds customers by name.")]
public record SearchCustomer(string Name) : IAppFunction<string>;
