using Shiny.AppFunctions;

namespace Library.Texts;

[AppFunction("read_verbatim", Description = @"Opens the ""pinned"" note stored under C:\notes\pinned.")]
public record ReadVerbatim(
    [property: AppParameter(Description = @"Folder path, e.g. C:\notes")] string Folder
) : IAppFunction<string>;

[AppFunction("summarise_document", Description = """
        Summarises a long document in a few sentences.
          Lines keep what they are indented past the closing quotes.

        A blank line stays.
        """)]
public record SummariseDocument(
    [property: AppParameter(Description = """Its "title" as shown""")] string Title
) : IAppFunction<string>;

[AppFunction("find_nearby", Title = $"Find {{nearby}} shops", Description = "Finds the shops " + "closest to " + ("the user."))]
public record FindNearby(
    [property: AppParameter(Description = "One per line:\nname\tdistance")] string Layout,
    [property: AppParameter(Title = "Caf\u00e9 name", Description = "Caf\u00e9 or shop, \"quoted\" as needed")] string Shop,
    [property: AppParameter(Description = $@"Under C:\shops\{{region}}, ""as is""")] string Region,
    [property: AppParameter(Description = $$"""
        Braces {like these} are text here.
        """)] string Note
) : IAppFunction<string>;

[AppFunction("share_list", Description = Texts.ShareList, Title = $"Share {Texts.Noun}")]
public record ShareList(
    [property: AppParameter(Description = Texts.Recipient)] string Recipient
) : IAppFunction;

public static class Texts
{
    public const string ShareList = "Shares a reading list with a friend.";
    public const string Noun = "list";
    public const string Recipient = "Who receives the list";
}
