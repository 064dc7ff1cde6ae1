using Shiny.AppFunctions;

namespace Shop.Orders;

[AppFunction("cancel_order", Description = "Cancels an order that has not shipped.")]
public record CancelOrder(string Number) : IAppFunction<bool>;

[AppFunction("track_order", Description = "Returns the delivery status of an order.", OpensApp = false)]
public record TrackOrder(string Number) : IAppFunction<string>;

[AppFunction("hold_order", Title = "Hold Order", OpensApp = true)]
public record HoldOrder(string Number) : IAppFunction;
