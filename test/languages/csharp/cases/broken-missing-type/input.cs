using Shiny.AppFunctions;

namespace Half.Typed;

[AppFunction("no_types", Description = "Parameters whose types are not typed yet.")]
public record NoTypes(Name, int Count, ) : IAppFunction;

[AppFunction("no_property_type")]
public class NoPropertyType : IAppFunction
{
    public Label { get; set; }
    public required { get; set; }
    public string Done { get; set; } = "";
}
