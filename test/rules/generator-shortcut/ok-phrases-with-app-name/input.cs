using Shiny.AppFunctions;

namespace Shop.Orders;

[AppFunction("create_order", Description = "Creates an order.")]
[AppShortcut("${applicationName} order", ShortTitle = "Order", SystemImage = "cart")]
public record CreateOrder(string Customer) : IAppFunction;
