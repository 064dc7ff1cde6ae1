namespace Shop.Orders;

public record Receipt(string Number, Urgency Urgency);
