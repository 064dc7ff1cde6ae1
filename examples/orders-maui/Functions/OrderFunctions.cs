using Orders.Entities;
using Shiny.AppFunctions;

namespace Orders.Functions;

public enum Priority { Low, Normal, High }

public record OrderLine(string Product, int Quantity);

public record OrderSummary(string Number, Priority Priority, DateTimeOffset? Due, List<OrderLine> Lines);

/// <summary>Places an order; XML docs never reach the agent, the Description does.</summary>
[AppFunction("create_order", Title = "Create Order", Description = "Creates an order for a customer and returns its number and lines.")]
[AppShortcut("Order with ${applicationName}")]
public record CreateOrder(
    [property: AppParameter(Title = "Customer", Description = "Customer who places the order.")] Customer Customer,
    [property: AppParameter(Description = "Number of items to order, at least 1.")] int Quantity,
    [property: AppParameter(Description = "How urgent the order is.")] Priority Priority,
    [property: AppParameter(Description = "Date the order is due, if any.")] DateTimeOffset? Due
) : IAppFunction<OrderSummary>;

[AppFunction("count_open_orders", Title = "Count Open Orders", Description = "Counts the orders that are not delivered yet.")]
[AppShortcut("How many orders are open")]
public record CountOpenOrders : IAppFunction<int>;

[AppFunction("cancel_order", Title = "Cancel Order", Description = "Cancels an order that has not shipped. Opens the app to confirm.", OpensApp = true)]
[AppShortcut("Cancel an order in ${applicationName}")]
public class CancelOrder : IAppFunction<bool>
{
    [AppParameter(Description = "Number of the order to cancel, such as A-1042.")]
    public required string Number { get; set; }

    [AppParameter(Description = "Why the customer cancels, shown on the receipt.")]
    public string? Reason { get; set; }
}

[AppFunction("ReorderLast", Title = "Reorder", Description = "Repeats the last order of a customer.")]
public record ReorderLast(
    [property: AppParameter(Description = "Customer whose last order is repeated.")] Customer Customer
) : IAppFunction<OrderSummary>;

[AppFunction("track_order", Title = "Track Order", Description = "Returns the delivery status of an order.")]
public record TrackOrder(
    [property: AppParameter(Description = "Tracking code printed on the label.")] Guid TrackingCode
) : IAppFunction<string>;

[AppFunction("archive_orders", Title = "Archive Orders")]
public record ArchiveOrders(
    [property: AppParameter(Description = "Orders delivered before this date are archived.")] DateTimeOffset Before
) : IAppFunction<int>;

[AppFunction("pay_order", Title = "Pay Order", Description = "Pays an order with a saved card.")]
public record PayOrder(
    [property: AppParameter(Description = "Number of the order to pay.")] string Number,
    [property: AppParameter(Description = "The full card number to charge.")] string CardNumber
) : IAppFunction<bool>;

[AppFunction("export_orders", Title = "Export Orders", Description = "Exports the orders placed since a date as CSV. Run count_open_orders before this one.")]
public record ExportOrders(
    [property: AppParameter(Description = "First day of the export.")] DateTimeOffset From
) : IAppFunction<string>;

[AppFunction("request_return", Title = "Request Return", Description = "Starts a return for one line of a delivered order.")]
public record RequestReturn(
    [property: AppParameter(Description = "Number of the delivered order.")] string Number,
    [property: AppParameter(Description = "Product on the order line to return.")] string Product
) : IAppFunction<string>;
