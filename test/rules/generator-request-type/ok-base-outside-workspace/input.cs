using Shiny.AppFunctions;

namespace Shop.Orders;

[AppFunction("ship_order", Description = "Ships an order to its address.")]
public record ShipOrder(string Number) : Contracts.ShippingRequest;
