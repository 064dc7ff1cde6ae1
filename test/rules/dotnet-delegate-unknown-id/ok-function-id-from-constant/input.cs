using Shiny.AppFunctions;

namespace Shop.Orders;

public static class Ids
{
    public const string Refund = "refund_order";
}

[AppFunction(Ids.Refund, Description = "Refunds a paid order.")]
public record RefundOrder(string Number) : IAppFunction;

public class RefundGate : IAppFunctionDelegate
{
    public bool Gated(AppFunctionContext context) => context.FunctionId == "refund_order";
}
