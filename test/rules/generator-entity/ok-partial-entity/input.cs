using Shiny.AppFunctions;

namespace Shop.Orders;

[AppEntity("region", DisplayProperty = "Label")]
public partial class Region
{
}

public class RegionQuery : IAppEntityQuery<Region>
{
}
