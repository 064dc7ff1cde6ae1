using Shiny.AppFunctions;

namespace Shop.Orders;

[AppEntity("customer")]
public record Customer(string Id, string Name);

[AppFunction("find_customer_by_phone", Description = "Finds the customer a phone number belongs to.")]
public record FindCustomerByPhone(string Phone) : IAppFunction<string>;

[AppFunction("search_customer_orders", Description = "Finds the orders of one customer.")]
public record SearchCustomerOrders(Customer Customer) : IAppFunction<string>;
