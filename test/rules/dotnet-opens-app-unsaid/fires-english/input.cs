using Shiny.AppFunctions;

namespace Shop.Orders;

[AppFunction("cancel_order", Description = "Cancels an order that has not shipped.", OpensApp = true)]
public record CancelOrder(string Number) : IAppFunction<bool>;
