using Shiny.AppFunctions;

namespace Shop.Orders;

[AppFunction("archive_order", Description = "Archives a delivered order.")]
public record ArchiveOrder(string Number);
