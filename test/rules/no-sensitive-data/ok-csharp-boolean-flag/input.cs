using System.ComponentModel;
using Shiny.AppFunctions;

namespace Shop.Accounts;

// A yes-or-no switch about passwords carries none.
[AppFunction("export_account", Description = "Exports the account's settings as a file.")]
public record ExportAccount(
    string AccountName,
    [property: Description("Whether the file keeps the line with the saved password.")] bool IncludePassword) : IAppFunction<string>;
