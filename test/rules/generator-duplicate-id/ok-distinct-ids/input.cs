using Shiny.AppFunctions;

namespace Shop.Orders;

[AppFunction("create_order", Description = "Creates an order.")]
public record CreateOrder(string Customer) : IAppFunction;

[AppFunction("create_rush_order", Description = "Creates a rush order.")]
public record CreateRushOrder(string Customer) : IAppFunction;

[AppEntity("customer")]
public record Customer(string Id, string Name);
