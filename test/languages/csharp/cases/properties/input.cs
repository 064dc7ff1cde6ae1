using Shiny.AppFunctions;

namespace Weather.Alerts;

[AppFunction("set_alert")]
public class SetAlert : IAppFunction
{
    private string _town = "";

    public string Town { get => _town; set => _town = value; }
    public required string Region { get; set; }
    public required int? Threshold { get; init; }
    public double Radius { get; init; } = 5;
    public Nullable<bool> Silent { get; set; }
    public string Owner { get; private set; } = "";
    public string Created { get; protected init; } = "";
    public string Channel { get; internal set; } = "";
    public int Count { get; }
    public string Label => $"{Town} ({Region})";
    public string Summary { get { return Town; } }
    public static string Default { get; set; } = "";
    protected string Hidden { get; set; } = "";
    string Implicit { get; set; } = "";
    public string this[int index] => Town;
    public int Field;

    [AppParameter(Title = "Sent by", Description = "Who is told")]
    public string Recipient { get; set; } = "";
}

[AppFunction("pause_alert")]
public record PauseAlert(
    [property: AppParameter(Title = "Alert", Description = "Which alert to pause")] string AlertId,
    [AppParameter(Title = "Minutes")] int For,
    string? Note = null
) : IAppFunction
{
    public bool Notify { get; init; }
    public string Display => AlertId;
}
