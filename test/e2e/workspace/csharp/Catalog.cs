using Shiny.AppFunctions;

namespace Shop.Catalog;

[AppEntity("product", Title = "Product", DisplayProperty = nameof(Name))]
public record Product(string Id, string Name);

public class ProductQuery : IAppEntityQuery<Product>
{
    static readonly Product[] Shelf = [new("p1", "Green tea"), new("p2", "Rye bread")];

    public Task<IReadOnlyList<Product>> Search(string query, CancellationToken cancellationToken) =>
        Task.FromResult<IReadOnlyList<Product>>(Shelf.Where(p => p.Name.Contains(query, StringComparison.OrdinalIgnoreCase)).ToArray());
}
