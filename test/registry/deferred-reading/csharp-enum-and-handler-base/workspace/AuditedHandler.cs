namespace Shop.Orders;

public abstract class AuditedHandler : Contracts.Handles<SetPriority>
{
}
