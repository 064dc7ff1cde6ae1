using Shiny.AppFunctions;

namespace Parcels;

[AppFunction("send_parcel", Description = "Sends a parcel to a customer at the chosen speed.")]
public record SendParcel(
    Customer Recipient,
    DeliverySpeed Speed,
    [property: AppParameter(Title = "Payer", Description = "The customer who pays for the delivery")] Customer? BilledTo,
    Shipping.Insurance? Cover,
    PickupPoint? DropOff,
    Locker? Locker
) : IAppFunction<ParcelLabel>;

public record ParcelLabel(string Tracking, DeliverySpeed Speed, Customer Recipient);
