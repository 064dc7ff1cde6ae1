using Shiny.AppFunctions;

namespace Shop.Orders;

[AppEntity("customer", Title = "Customer", DisplayProperty = nameof(Name))]
public record Customer(string Id, string Name);

[AppEntity("supplier")]
public class Supplier
{
    public string? Id { get; init; }
    public string Title { get; init; } = "";
}
