using Shiny.AppFunctions;

namespace Shop.Orders;

[AppFunction("create_order", Description = "Creates an order.")]
[AppShortcut("Order something")]
[AppShortcut("Order with ${applicationName}")]
public record CreateOrder(string Customer) : IAppFunction;
