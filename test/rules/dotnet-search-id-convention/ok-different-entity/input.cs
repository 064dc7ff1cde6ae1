using Shiny.AppFunctions;

namespace Shop.Orders;

[AppEntity("customer")]
public record Customer(string Id, string Name);

[AppFunction("search_orders", Description = "Finds orders by number or customer.")]
public record SearchOrders(string Text) : IAppFunction<string>;
