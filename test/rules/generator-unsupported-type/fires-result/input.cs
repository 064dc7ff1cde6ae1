using Shiny.AppFunctions;

namespace Shop.Orders;

[AppFunction("order_totals", Description = "Totals the orders of a customer.")]
public record OrderTotals(string Customer) : IAppFunction<Dictionary<string, double>>;

public record Receipt(string Number, float Amount);

[AppFunction("last_receipt", Description = "Returns the last receipt.")]
public record LastReceipt(string Customer) : IAppFunction<Receipt>;
