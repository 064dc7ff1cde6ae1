using Orders.Entities;
using Orders.Functions;

namespace Orders.Services;

public interface IOrderStore
{
    Task<OrderSummary> Create(string customerId, int quantity, Priority priority, DateTimeOffset? due, CancellationToken cancellationToken);
    Task<int> CountOpen(CancellationToken cancellationToken);
    Task<bool> Cancel(string number, string? reason, CancellationToken cancellationToken);
    Task<OrderSummary> Reorder(string customerId, CancellationToken cancellationToken);
    Task<string> Track(Guid trackingCode, CancellationToken cancellationToken);
    Task<int> Archive(DateTimeOffset before, CancellationToken cancellationToken);
    Task<string> ExportCsv(DateTimeOffset from, CancellationToken cancellationToken);
    Task<bool> Pay(string number, CancellationToken cancellationToken);
}

public interface ICustomerStore
{
    Task<IReadOnlyList<Customer>> Find(IReadOnlyList<string> ids, CancellationToken cancellationToken);
    Task<IReadOnlyList<Customer>> Search(string text, CancellationToken cancellationToken);
}

public class SignInState
{
    public bool IsSignedIn { get; set; }
}
