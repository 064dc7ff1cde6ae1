using Shiny.AppFunctions;

namespace Shop.Orders;

[AppFunction("set_priority", Description = "Sets how urgent an order is.")]
public record SetPriority(
    [property: AppParameter(Description = "Number of the order.")] string Number,
    [property: AppParameter(Description = "How urgent the order is.")] Urgency Urgency,
    [property: AppParameter(Description = "When the order is due.")] Guid Due
) : IAppFunction<Receipt>;

public class SetPriorityHandler : AuditedHandler
{
}
