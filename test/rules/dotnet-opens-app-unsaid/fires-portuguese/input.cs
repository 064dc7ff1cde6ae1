using Shiny.AppFunctions;

namespace Shop.Orders;

[AppFunction("cancelar_pedido", Description = "Cancela um pedido que ainda não foi enviado.", OpensApp = true)]
public record CancelarPedido(string Numero) : IAppFunction<bool>;
