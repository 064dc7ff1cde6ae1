using Shiny.AppFunctions;

namespace Shop.Orders;

[AppFunction("refund_order", Description = "Refunds a paid order.")]
public class RefundOrder : IAppFunction
{
    private RefundOrder() { }

    public string Number { get; set; } = "";
}

[AppFunction("hold_order", Description = "Puts an order on hold.")]
public class HoldOrder : IAppFunction
{
    public HoldOrder(string reason) { }

    public string Number { get; init; } = "";
}
