using System;
using System.Collections.Generic;
using Shiny.AppFunctions;

namespace Photos;

// LensProfile and ImportSummary are declared nowhere in the workspace: an enum from a referenced
// library would be accepted, a class would not, so the analysis cannot tell.
[AppFunction("import_photos", Description = "Imports the photos of an album from a camera.")]
public record ImportPhotos(
    string Folder,
    LensProfile Lens,
    Guid AlbumId,
    List<string> Tags,
    decimal MaxSizeMb,
    DateTime TakenAfter,
    string[] Extensions,
    AlbumSettings Settings
) : IAppFunction<ImportSummary>;

// A declared class is not a parameter type (only enums and entities are).
public class AlbumSettings
{
    public bool Public { get; set; }
}

// Results: a dictionary is refused, so is a list of lists.
[AppFunction("count_by_tag", Description = "Counts the photos under each tag.")]
public record CountByTag(string Folder) : IAppFunction<Dictionary<string, int>>;

[AppFunction("group_photos", Description = "Groups the photos of a folder by day.")]
public record GroupPhotos(string Folder) : IAppFunction<List<List<string>>>;

[AppFunction("photo_counts", Description = "Gives the photo count of every folder.")]
public record PhotoCounts(string Root) : IAppFunction<FolderTotals>;

public record FolderTotals(string Root, Guid Batch, int Total);
