using Shiny.AppFunctions;

namespace Shop.Orders;

public static class Ids
{
    public const string Cancel = "Cancel-Order";
}

[AppFunction(Ids.Cancel, Description = "Cancels an open order.")]
public record CancelOrder(string Number) : IAppFunction;
