using Shiny.AppFunctions;

namespace Shop.Orders;

public enum Priority { Low, Normal, High }

[AppEntity("customer")]
public record Customer(string Id, string Name);

[AppFunction("create_order", Description = "Creates an order.")]
public record CreateOrder(Customer Customer, int Quantity, long Reference, double Weight, bool Rush, DateTimeOffset? Due, Priority Priority, string? Note) : IAppFunction<OrderResult>;

public record OrderLine(string Product, int Quantity);

public record OrderResult(string Number, List<OrderLine> Lines, Priority Priority);
