package android.net;

import android.os.Parcelable;

/** Stub of android.net.Uri. */
public abstract class Uri implements Parcelable {
    public static final Uri EMPTY = null;
    public static Uri parse(String uriString) { return null; }
    public static Uri fromParts(String scheme, String ssp, String fragment) { return null; }
    public static Uri withAppendedPath(Uri baseUri, String pathSegment) { return null; }
    public abstract String getScheme();
    public abstract String getHost();
    public abstract String getPath();
    public abstract String getLastPathSegment();
    public abstract String getQueryParameter(String key);
    @Override public int describeContents() { return 0; }
}
