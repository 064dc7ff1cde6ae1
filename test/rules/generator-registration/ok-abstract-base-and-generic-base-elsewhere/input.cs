using Shiny.AppFunctions;

namespace Shop.Orders;

[AppFunction("cancel_order", Description = "Cancels an open order.")]
public record CancelOrder(string Number) : IAppFunction;

public abstract class BaseHandler : IAppFunctionHandler<CancelOrder>
{
}

public class CancelHandler : BaseHandler
{
}

[AppFunction("refund_order", Description = "Refunds a paid order.")]
public record RefundOrder(string Number) : IAppFunction;

public class RefundHandler : Common.LoggingHandler<RefundOrder>
{
}
