using Shiny.AppFunctions;

namespace Shop.Orders;

[AppFunction("track_order", Description = "Tracks an order.")]
[AppShortcut("Track with ${ApplicationName}")]
[AppShortcut("Track with $applicationName")]
public record TrackOrder(string Number) : IAppFunction;
