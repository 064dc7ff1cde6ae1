using Shiny.AppFunctions;

namespace Shop.Orders;

[AppFunction("search_customer", Description = "Finds customers by name.")]
public record SearchCustomer(string Name) : IAppFunction<string>;
