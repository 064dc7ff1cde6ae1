using Shiny.AppFunctions;

namespace Shop.Orders;

[AppFunction("sign_contract", Title = "Sign Contract", Description = "Signs the contract of an order with the customer's saved signature.", OpensApp = true)]
public record SignContract(string Number) : IAppFunction<bool>;

[AppFunction("print_label", Description = "Prints the shipping label of an order.", OpensApp = true)]
public class PrintLabel : IAppFunction
{
    public string Number { get; set; } = "";
}
