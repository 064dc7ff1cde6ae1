global using System.Threading;
using Shiny.AppFunctions;

namespace Observatory.Sky;

[AppFunction("find_star", Description = "Finds a star by its catalogue name.")]
public record FindStar(string Catalogue) : IAppFunction<StarInfo>;

public record StarInfo(string Name, double Magnitude)
{
    public record Position(double RightAscension, double Declination)
    {
        public enum Epoch { J2000, B1950 }
    }
}

internal static class Catalogues
{
    private class Messier { }
}
