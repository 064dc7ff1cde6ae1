using Shiny.AppFunctions;

namespace Shop.Orders;

[AppEntity("Customer", Title = "Customer")]
public record Customer(string Id, string Name);
