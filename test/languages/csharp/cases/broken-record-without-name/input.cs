using Shiny.AppFunctions;

namespace Half.Typed;

[AppFunction("nameless")]
public record (string Title) : IAppFunction;

[AppEntity("ghost")]
public class : IAppFunction
{
    public string Id { get; set; } = "";
}

[AppFunction("after_the_gap")]
public record AfterTheGap(string Title) : IAppFunction;
