using Shiny.AppFunctions;

namespace Shop.Orders;

[AppFunction("crt_ord", Description = "Creates an order for a customer.")]
public record CreateOrder(string Customer) : IAppFunction<string>;
