using Orders.Functions;
using Orders.Services;
using Shiny.AppFunctions;

namespace Orders.Handlers;

public class CreateOrderHandler(IOrderStore orders) : IAppFunctionHandler<CreateOrder, OrderSummary>
{
    public Task<OrderSummary> Handle(CreateOrder request, AppFunctionContext context, CancellationToken cancellationToken)
        => orders.Create(request.Customer.Id, request.Quantity, request.Priority, request.Due, cancellationToken);
}

public class CountOpenOrdersHandler(IOrderStore orders) : IAppFunctionHandler<CountOpenOrders, int>
{
    public Task<int> Handle(CountOpenOrders request, AppFunctionContext context, CancellationToken cancellationToken) => orders.CountOpen(cancellationToken);
}

public class CancelOrderHandler(IOrderStore orders) : IAppFunctionHandler<CancelOrder, bool>
{
    public Task<bool> Handle(CancelOrder request, AppFunctionContext context, CancellationToken cancellationToken) => orders.Cancel(request.Number, request.Reason, cancellationToken);
}

public class ReorderLastHandler(IOrderStore orders) : IAppFunctionHandler<ReorderLast, OrderSummary>
{
    public Task<OrderSummary> Handle(ReorderLast request, AppFunctionContext context, CancellationToken cancellationToken) => orders.Reorder(request.Customer.Id, cancellationToken);
}

public class TrackOrderHandler(IOrderStore orders) : IAppFunctionHandler<TrackOrder, string>
{
    public Task<string> Handle(TrackOrder request, AppFunctionContext context, CancellationToken cancellationToken) => orders.Track(request.TrackingCode, cancellationToken);
}

public class ArchiveOrdersHandler(IOrderStore orders) : IAppFunctionHandler<ArchiveOrders, int>
{
    public Task<int> Handle(ArchiveOrders request, AppFunctionContext context, CancellationToken cancellationToken) => orders.Archive(request.Before, cancellationToken);
}

public class ExportOrdersHandler(IOrderStore orders) : IAppFunctionHandler<ExportOrders, string>
{
    public Task<string> Handle(ExportOrders request, AppFunctionContext context, CancellationToken cancellationToken) => orders.ExportCsv(request.From, cancellationToken);
}

public class PayOrderHandler(IOrderStore orders) : IAppFunctionHandler<PayOrder, bool>
{
    public Task<bool> Handle(PayOrder request, AppFunctionContext context, CancellationToken cancellationToken) => orders.Pay(request.Number, cancellationToken);
}
