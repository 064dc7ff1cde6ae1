using Shiny.AppFunctions;

namespace Shop.Orders;

[AppFunction("create_invoice", Description = "Creates an invoice for a customer.")]
public record CreateInvoice(string Customer) : IAppFunction;

public class CreateInvoiceHandler : IAppFunctionHandler<CreateInvoice>
{
    public Task Handle(CreateInvoice request, AppFunctionContext context, CancellationToken cancellationToken) => Task.CompletedTask;
}
