using Shiny.AppFunctions;

namespace Shop.Orders;

[AppFunction("rename_order", Description = "Renames an order.")]
public class RenameOrder : IAppFunction
{
    public string Number { get; set; } = "";
    public Guid Internal { get; private set; }
    public List<string> Words => [Number];
}
