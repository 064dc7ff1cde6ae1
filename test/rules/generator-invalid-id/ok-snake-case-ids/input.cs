using Shiny.AppFunctions;

namespace Shop.Orders;

[AppFunction("create_invoice_v2", Description = "Creates an invoice for a customer.")]
public record CreateInvoice(string Customer) : IAppFunction;

[AppEntity("customer")]
public record Customer(string Id, string Name);
