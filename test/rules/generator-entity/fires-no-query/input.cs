using Shiny.AppFunctions;

namespace Shop.Orders;

[AppEntity("customer")]
public record Customer(string Id, string Name);

public class CustomerLookup : IAppEntityQuery<Supplier>
{
}

[AppEntity("supplier")]
public record Supplier(string Id, string Name);

public abstract class SupplierQuery : IAppEntityQuery<Supplier>
{
}
