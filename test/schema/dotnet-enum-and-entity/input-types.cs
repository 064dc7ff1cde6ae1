using Shiny.AppFunctions;

namespace Parcels
{
    // Member names in declaration order; explicit values and attributes change nothing.
    public enum DeliverySpeed
    {
        SameDay,
        [System.Obsolete] Express = 4,
        Standard,
        Economy,
    }

    [AppEntity("customer", Title = "Customer account", DisplayProperty = nameof(FullName))]
    public record Customer(string Id, string FullName, string Town);

    // No Title: the words of the type name.
    [AppEntity("pickup_point")]
    public class PickupPoint
    {
        public string Id { get; set; } = "";
        public string Name { get; set; } = "";
    }

    // No string Id: the generator drops the entity (SHAF007), so it has no search and is no
    // parameter type.
    [AppEntity("locker")]
    public record Locker(int Id, string Name);

    public class CustomerQuery : IAppEntityQuery<Customer>
    {
        public Task<IReadOnlyList<Customer>> GetByIds(IReadOnlyList<string> ids, CancellationToken cancellationToken) => throw new NotImplementedException();
        public Task<IReadOnlyList<Customer>> Search(string text, CancellationToken cancellationToken) => throw new NotImplementedException();
    }
}

namespace Shipping
{
    public enum Insurance { None, Basic, Full }
}
