using Shiny.AppFunctions;

namespace Shop.Orders;

[AppFunction("create_order", Title = "Create Order", Description = "Places an order for a customer and returns the new order's number.")]
public record CreateOrder(string Customer, int Quantity) : IAppFunction<string>;

[AppFunction("CreateInvoice", Title = "Create Invoice", Description = "Writes the invoice of an order and returns the invoice number.")]
public record CreateInvoice(string OrderNumber) : IAppFunction<string>;

public class CreateOrderHandler : IAppFunctionHandler<CreateOrder, string>
{
    public Task<string> Handle(CreateOrder request, AppFunctionContext context, CancellationToken cancellationToken) =>
        Task.FromResult($"order-{request.Customer}-{request.Quantity}");
}

public class CreateInvoiceHandler : IAppFunctionHandler<CreateInvoice, string>
{
    public Task<string> Handle(CreateInvoice request, AppFunctionContext context, CancellationToken cancellationToken) =>
        Task.FromResult($"invoice-{request.OrderNumber}");
}
