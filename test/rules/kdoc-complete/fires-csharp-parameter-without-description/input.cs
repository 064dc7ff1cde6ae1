using Shiny.AppFunctions;

namespace Shop.Orders;

[AppFunction("create_order", Description = "Creates an order for a customer.")]
public record CreateOrder(
    [property: AppParameter(Description = "Customer who places the order.")] string Customer,
    int Quantity,
    string? GiftNote
) : IAppFunction<string>;
