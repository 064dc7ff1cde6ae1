using Shiny.AppFunctions;

namespace Shop.Orders;

public record Address(string Street, string City);

[AppFunction("create_order", Description = "Creates an order.")]
public class CreateOrder : IAppFunction
{
    public List<string> Items { get; set; } = new();
    public Address? Address { get; set; }
    public int[] Quantities { get; set; } = [];
}
