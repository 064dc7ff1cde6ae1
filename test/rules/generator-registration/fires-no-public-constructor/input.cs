using Shiny.AppFunctions;

namespace Shop.Orders;

[AppFunction("cancel_order", Description = "Cancels an open order.")]
public record CancelOrder(string Number) : IAppFunction;

public class CancelHandler : IAppFunctionHandler<CancelOrder>
{
    private CancelHandler() { }
}

public class SignInGate : IAppFunctionDelegate
{
    internal SignInGate(string user) { }
}
