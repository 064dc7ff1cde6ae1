using Shiny.AppFunctions;

namespace Shop.Orders;

[AppFunction("set_status", Description = "Sets the status of an order.")]
public record SetStatus(string Number, Contracts.OrderStatus Status) : IAppFunction;
