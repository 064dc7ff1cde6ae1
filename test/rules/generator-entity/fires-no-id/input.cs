using Shiny.AppFunctions;

namespace Shop.Orders;

[AppEntity("product")]
public record Product(string Sku, string Name);

public class ProductQuery : IAppEntityQuery<Product>
{
}

[AppEntity("warehouse")]
public class Warehouse
{
    public int Id { get; set; }
}
