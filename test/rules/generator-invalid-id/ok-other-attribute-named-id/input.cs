using Shiny.AppFunctions;

namespace Shop.Orders;

[Display("CreateInvoice")]
public record InvoiceView(string Number);

[AppFunction("list_invoices", Description = "Lists the invoices of a customer.")]
public record ListInvoices(string Customer) : IAppFunction<string>;
