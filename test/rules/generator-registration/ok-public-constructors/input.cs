using Shiny.AppFunctions;

namespace Shop.Orders;

public class SignInGate : IAppFunctionDelegate
{
    static SignInGate() { }
}

public class CustomerQuery : IAppEntityQuery<Customer>
{
    public CustomerQuery(ICustomerStore store) { }
    private CustomerQuery() { }
}

[AppEntity("customer")]
public record Customer(string Id, string Name);
