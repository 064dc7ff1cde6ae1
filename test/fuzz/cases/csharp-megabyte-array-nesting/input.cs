using Shiny.AppFunctions;

namespace Shop.Orders;

@@RUN@@[AppEntity("customer", Title =