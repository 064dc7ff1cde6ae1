using Shiny.AppFunctions;

namespace Shop.Orders;

[AppFunction("searchcustomer", Description = "Finds customers by name.")]
public record FindCustomer(string Text) : IAppFunction<string>;
