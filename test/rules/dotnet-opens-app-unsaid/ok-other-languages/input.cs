using Shiny.AppFunctions;

namespace Shop.Orders;

[AppFunction("cancelar_pedido", Description = "Cancela um pedido e abre o aplicativo para confirmar.", OpensApp = true)]
public record CancelarPedido(string Numero) : IAppFunction<bool>;

[AppFunction("chumon_torikeshi", Description = "注文を取り消します。確認のためにアプリを開きます。", OpensApp = true)]
public record ChumonTorikeshi(string Bango) : IAppFunction<bool>;
