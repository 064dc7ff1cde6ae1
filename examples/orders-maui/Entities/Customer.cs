using Orders.Services;
using Shiny.AppFunctions;

namespace Orders.Entities;

[AppEntity("customer", Title = "Customer", DisplayProperty = nameof(Name))]
public record Customer(string Id, string Name, string City);

public class CustomerQuery(ICustomerStore store) : IAppEntityQuery<Customer>
{
    public Task<IReadOnlyList<Customer>> GetByIds(IReadOnlyList<string> ids, CancellationToken cancellationToken) => store.Find(ids, cancellationToken);

    public Task<IReadOnlyList<Customer>> Search(string text, CancellationToken cancellationToken) => store.Search(text, cancellationToken);
}
