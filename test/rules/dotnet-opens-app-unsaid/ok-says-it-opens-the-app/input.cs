using Shiny.AppFunctions;

namespace Shop.Orders;

[AppFunction("cancel_order", Description = "Cancels an order that has not shipped. Opens the app to confirm.", OpensApp = true)]
public record CancelOrder(string Number) : IAppFunction<bool>;

[AppFunction("scan_parcel", Description = "Scans a parcel barcode with the camera; runs only while the app is in the foreground.", OpensApp = true)]
public record ScanParcel : IAppFunction<string>;
