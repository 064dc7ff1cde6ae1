using Shiny.AppFunctions;

namespace Half.Typed
{
    [AppFunction("finished", Description = "Complete before the cut.")]
    public record Finished(string Name) : IAppFunction<string>;

    [AppFunction("unfinished", Title = """
        Still typing the raw
    public class Unfinished : IAppFunction
    {
        public string Text { get; set;
        public int Count { get
