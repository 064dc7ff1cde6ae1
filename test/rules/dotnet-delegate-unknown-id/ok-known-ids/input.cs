using Shiny.AppFunctions;

namespace Shop.Orders;

[AppFunction("cancel_order", Description = "Cancels an open order.")]
public record CancelOrder(string Number) : IAppFunction;

[AppEntity("customer")]
public record Customer(string Id, string Name);

public class SignInGate : IAppFunctionDelegate
{
    public bool Gated(AppFunctionContext context) => context.FunctionId == "cancel_order" || context.FunctionId == "search_customer";
}
