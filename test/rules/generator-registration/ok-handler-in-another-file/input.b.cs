using Shiny.AppFunctions;

namespace Shop.Orders;

public class CancelHandler(IOrderStore store) : IAppFunctionHandler<CancelOrder, bool>
{
    public Task<bool> Handle(CancelOrder request, AppFunctionContext context, CancellationToken cancellationToken) => store.Cancel(request.Number);
}
