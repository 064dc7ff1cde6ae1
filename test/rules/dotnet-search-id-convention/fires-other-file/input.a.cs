using Shiny.AppFunctions;

namespace Shop.Orders;

[AppEntity("customer")]
public record Customer(string Id, string Name);
