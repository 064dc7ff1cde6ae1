namespace Shop.Orders;

public enum Urgency { Low, Normal, High }
