using Shiny.AppFunctions;

namespace Shop.Orders;

[AppFunction("report_1", Description = "Builds report 1.")]
[AppShortcut("Report 1 in ${applicationName}")]
[AppShortcut("Open report 1 in ${applicationName}")]
public record Report1 : IAppFunction;

[AppFunction("report_2", Description = "Builds report 2.")]
[AppShortcut("Report 2 in ${applicationName}")]
[AppShortcut("Open report 2 in ${applicationName}")]
public record Report2 : IAppFunction;

[AppFunction("report_3", Description = "Builds report 3.")]
[AppShortcut("Report 3 in ${applicationName}")]
[AppShortcut("Open report 3 in ${applicationName}")]
public record Report3 : IAppFunction;

[AppFunction("report_4", Description = "Builds report 4.")]
[AppShortcut("Report 4 in ${applicationName}")]
[AppShortcut("Open report 4 in ${applicationName}")]
public record Report4 : IAppFunction;

[AppFunction("report_5", Description = "Builds report 5.")]
[AppShortcut("Report 5 in ${applicationName}")]
[AppShortcut("Open report 5 in ${applicationName}")]
public record Report5 : IAppFunction;

[AppFunction("report_6", Description = "Builds report 6.")]
[AppShortcut("Report 6 in ${applicationName}")]
[AppShortcut("Open report 6 in ${applicationName}")]
public record Report6 : IAppFunction;

[AppFunction("report_7", Description = "Builds report 7.")]
[AppShortcut("Report 7 in ${applicationName}")]
[AppShortcut("Open report 7 in ${applicationName}")]
public record Report7 : IAppFunction;

[AppFunction("report_8", Description = "Builds report 8.")]
[AppShortcut("Report 8 in ${applicationName}")]
[AppShortcut("Open report 8 in ${applicationName}")]
public record Report8 : IAppFunction;

[AppFunction("report_9", Description = "Builds report 9.")]
[AppShortcut("Report 9 in ${applicationName}")]
[AppShortcut("Open report 9 in ${applicationName}")]
public record Report9 : IAppFunction;

[AppFunction("report_10", Description = "Builds report 10.")]
[AppShortcut("Report 10 in ${applicationName}")]
[AppShortcut("Open report 10 in ${applicationName}")]
public record Report10 : IAppFunction;

[AppFunction("report_11", Description = "Builds report 11.")]
public record Report11 : IAppFunction;
