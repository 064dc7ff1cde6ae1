using Shiny.AppFunctions;

namespace Shop.Orders;

public static class Texts
{
    public const string Quantity = "Number of items, at least 1.";
}

[AppFunction("create_order", Description = "Creates an order for a customer.")]
public record CreateOrder(
    [property: AppParameter(Title = "Customer account")] string Customer,
    [property: AppParameter(Description = Texts.Quantity)] int Quantity
) : IAppFunction<string>;

[AppEntity("customer")]
public record Customer(string Id, string Name);
