using Orders.Services;
using Shiny.AppFunctions;

namespace Orders.Delegates;

/// Cancelling and paying need a signed-in user; everything else is open.
public class SignInDelegate(SignInState signIn) : IAppFunctionDelegate
{
    public Task<AppFunctionGate> OnInvoking(AppFunctionContext context, CancellationToken cancellationToken)
    {
        var needsSignIn = context.FunctionId == "cancel_order" || context.FunctionId == "pay_orders";
        return Task.FromResult(needsSignIn && !signIn.IsSignedIn ? AppFunctionGate.OpenApp("Sign in to continue.") : AppFunctionGate.Allow);
    }
}
