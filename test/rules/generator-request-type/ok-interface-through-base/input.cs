using Shiny.AppFunctions;

namespace Shop.Orders;

public abstract record OrderRequest : IAppFunction<string>;

[AppFunction("ship_order", Description = "Ships an order to its address.")]
public record ShipOrder(string Number) : OrderRequest;
