using Shiny.AppFunctions;

namespace Shop.Orders;

[AppFunction("cancel_order", Description = "Cancels an open order.")]
public record CancelOrder(string Number) : IAppFunction;

public class AuditGate : IAppFunctionDelegate
{
    public Task<AppFunctionGate> OnInvoking(AppFunctionContext context, CancellationToken cancellationToken)
    {
        if ("refund_order" == context.FunctionId) return Task.FromResult(AppFunctionGate.Deny("Refunds are off."));
        if (context.FunctionId is "search_customers") return Task.FromResult(AppFunctionGate.Deny("No lookups."));
        return Task.FromResult(AppFunctionGate.Allow);
    }
}
