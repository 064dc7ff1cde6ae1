using System;
using Shiny.AppFunctions;
using Alias = Shiny.AppFunctions.AppFunctionAttribute;

// A type in the global namespace.
[AppFunction("ping")]
public record Ping : IAppFunction<string>;

namespace Kitchen
{
    namespace Pantry.Shelves
    {
        [AppFunction("count_jars")]
        public record CountJars(string Label) : IAppFunction<int>;

        public enum JarSize { Small, Large }
    }

    public class Cupboard
    {
        // A nested type: qualified with its outer type.
        [AppFunction("open_door")]
        public record OpenDoor(int Door) : IAppFunction
        {
            public sealed class Hinge
            {
                public enum Side { Left, Right }
            }
        }
    }
}

namespace Garage.Tools
{
    public interface IToolbox { }
}
