using Shiny.AppFunctions;

namespace Shop.Orders;

public static class Phrases
{
    public const string Order = "Order in ${applicationName}";
}

[AppFunction("create_order", Description = "Creates an order.")]
[AppShortcut(Phrases.Order)]
public record CreateOrder(string Customer) : IAppFunction;
