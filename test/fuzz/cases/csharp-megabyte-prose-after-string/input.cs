using Shiny.AppFunctions;

namespace Shop.Orders;

[AppFunction("note_order", Description = "Adds a note to an order.")]
public class NoteOrder : IAppFunction
{
    public NoteOrder(string number, string text)
    {
        Number = number;
        Text = text;
    }

    public string Number { get; }
    public string Text { get; }
}

[AppFunction("tag_order", Description = "Tags an order.")]
public class TagOrder : IAppFunction
{
    public string Number { get; set; } = ""@@RUN@@;
}

[AppFunction("split_order", Description = "Splits an order in two.")]
public partial class SplitOrder : IAppFunction
{
}
