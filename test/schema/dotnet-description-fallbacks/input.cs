using Shiny.AppFunctions;

namespace Monitoring;

// No Description: the Title is the description.
[AppFunction("probe_endpoint", Title = "Probe an endpoint")]
public record ProbeEndpoint(string URLPath, string ID, int TimeoutMs) : IAppFunction<bool>;

// No Title either: the words of the type name are both.
[AppFunction("http_status_check")]
public record HTTPStatusCheck(
    int RetryCount,
    string iPhoneModel,
    string Host_Name,
    [property: AppParameter(Description = "How many checks in a row may fail")] int FailureBudget,
    [property: AppParameter(Title = "")] string Region,
    [property: AppParameter(Title = "Zone", Description = "   ")] string Zone
) : IAppFunction;

// An empty Title is kept as it is, and so the description is empty too.
[AppFunction("silent_ping", Title = "")]
public record SilentPing(bool Loud) : IAppFunction;
