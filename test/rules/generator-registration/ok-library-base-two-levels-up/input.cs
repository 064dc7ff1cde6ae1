using Shiny.AppFunctions;

namespace Shop.Orders;

[AppFunction("hold_order", Description = "Puts an order on hold.")]
public record HoldOrder(string Number) : IAppFunction;

public abstract class AuditedHandler : Common.Handles<HoldOrder>
{
}

public class HoldOrderHandler : AuditedHandler
{
}
