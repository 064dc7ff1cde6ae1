using Shiny.AppFunctions;

namespace Shop.Orders;

[AppFunction("CreateOrder", Description = "Creates an order.")]
public record CreateOrder(string Customer) : IAppFunction;

[AppFunction("CreateOrder", Description = "Creates a rush order.")]
public record CreateRushOrder(string Customer) : IAppFunction;
