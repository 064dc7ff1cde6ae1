using Shiny.AppFunctions;

namespace Allotment.Watering
{
    /// <summary>XML doc comments are never read by the generator.</summary>
    [AppFunction("plan_watering", Description = "Schedules watering for one bed of the allotment.")]
    public class PlanWatering : IAppFunction
    {
        public PlanWatering() { }

        // Settable and init-only properties are parameters, optional unless `required`.
        public string Bed { get; set; } = "north";
        public int Litres { get; init; }
        public required string Plant { get; set; }
        public required DateTimeOffset StartsAt { get; init; }
        // `required` on a nullable type is still optional.
        public required string? Reminder { get; init; }

        // Not parameters: a private setter, a computed property, a get-only property, a static
        // one, a non-public one and a field.
        public string Gardener { get; private set; } = "";
        public string Summary => $"{Plant} in {Bed}";
        public int Version { get; }
        public static int Plans { get; set; }
        internal string Notes { get; set; } = "";
        public bool Skip;
    }
}
