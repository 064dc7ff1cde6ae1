using Shiny.AppFunctions;

namespace Shop.Orders;

[AppEntity("party")]
public record Customer(string Id, string Name);

[AppEntity("party")]
public record Supplier(string Id, string Name);
