using Shiny.AppFunctions;

namespace Half.Typed;

[AppFunction("first_one", Description = "Kept: declared above the cursor.")]
public record FirstOne(string Name) : IAppFunction;

[AppFunction("second_one", Description = "Being typed
public record SecondOne(int Count) : IAppFunction;

[AppParameter(Title = 
public record ThirdOne(string Text) : IAppFunction;
