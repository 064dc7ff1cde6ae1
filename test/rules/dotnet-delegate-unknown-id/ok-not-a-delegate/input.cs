using Shiny.AppFunctions;

namespace Shop.Orders;

[AppFunction("cancel_order", Description = "Cancels an open order.")]
public record CancelOrder(string Number) : IAppFunction;

public class Router
{
    public bool Matches(Invocation call) => call.FunctionId == "anything_else";
}
