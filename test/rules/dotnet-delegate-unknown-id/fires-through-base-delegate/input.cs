using Shiny.AppFunctions;

namespace Shop.Orders;

[AppFunction("cancel_order", Description = "Cancels an open order.")]
public record CancelOrder(string Number) : IAppFunction;

public abstract class GateBase : IAppFunctionDelegate
{
}

public class TelemetryGate : GateBase
{
    public bool Watched(AppFunctionContext context) => context.FunctionId != "cancel-order";
}
