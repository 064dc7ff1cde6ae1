using Shiny.AppFunctions;

namespace Shop.Orders;

[AppFunction("cancel_order", Description = "Cancels an open order.")]
public record CancelOrder(string Number) : IAppFunction;

public class SignInGate : IAppFunctionDelegate
{
    const string Cancel = "cancel_order";

    public bool Gated(AppFunctionContext context) => context.FunctionId == Cancel;
}
