using Shiny.AppFunctions;

namespace Shop.Orders;

[AppFunction("book_delivery", Description = "Books a delivery slot.")]
public record BookDelivery(Guid OrderId, DateTime Slot, decimal Fee, string Note) : IAppFunction;
