using Shiny.AppFunctions;

namespace Shop.Orders;

[AppFunction("cancel_order", Description = "Cancels an open order.")]
public record CancelOrder(string Number) : IAppFunction;

[AppFunction("2fa_reset", Description = "Resets the second factor of an account.")]
public record ResetSecondFactor(string Account) : IAppFunction;
