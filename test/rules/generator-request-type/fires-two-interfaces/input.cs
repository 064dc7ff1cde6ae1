using Shiny.AppFunctions;

namespace Shop.Orders;

[AppFunction("count_orders", Description = "Counts the open orders.")]
public record CountOrders : IAppFunction, IAppFunction<int>;
