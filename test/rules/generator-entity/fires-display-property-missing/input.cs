using Shiny.AppFunctions;

namespace Shop.Orders;

[AppEntity("customer", DisplayProperty = nameof(FullName))]
public record Customer(string Id, string Name);

public class CustomerQuery : IAppEntityQuery<Customer>
{
}

[AppEntity("supplier", DisplayProperty = "Label")]
public class Supplier
{
    public string Id { get; set; } = "";
    private string Label { get; set; } = "";
}

public class SupplierQuery : IAppEntityQuery<Supplier>
{
}
