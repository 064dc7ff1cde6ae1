using Shiny.AppFunctions;

namespace Shop.Orders;

public class CustomerQuery : IAppEntityQuery<Customer>
{
}

public class SupplierQuery : IAppEntityQuery<Supplier>
{
}
