using Shiny.AppFunctions;

namespace Shop.Orders;

[AppFunction("cancel_order", Description = "Cancels an open order.")]
public record CancelOrder(string Number) : IAppFunction<bool>;

public class CancelHandler : IAppFunctionHandler<CancelOrder>
{
}
