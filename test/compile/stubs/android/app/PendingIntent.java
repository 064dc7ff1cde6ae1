package android.app;

import android.content.Context;
import android.content.Intent;
import android.os.Bundle;
import android.os.Parcelable;

/** Stub of android.app.PendingIntent: the flags and the factory methods pending-intent-immutable rewrites. */
public final class PendingIntent implements Parcelable {
    public static final int FLAG_ONE_SHOT = 1 << 30;
    public static final int FLAG_NO_CREATE = 1 << 29;
    public static final int FLAG_CANCEL_CURRENT = 1 << 28;
    public static final int FLAG_UPDATE_CURRENT = 1 << 27;
    public static final int FLAG_IMMUTABLE = 1 << 26;
    public static final int FLAG_MUTABLE = 1 << 25;
    public static final int FLAG_ALLOW_UNSAFE_IMPLICIT_INTENT = 1 << 24;

    private PendingIntent() {}

    public static PendingIntent getActivity(Context context, int requestCode, Intent intent, int flags) { return null; }
    public static PendingIntent getActivity(Context context, int requestCode, Intent intent, int flags, Bundle options) { return null; }
    public static PendingIntent getActivities(Context context, int requestCode, Intent[] intents, int flags) { return null; }
    public static PendingIntent getService(Context context, int requestCode, Intent intent, int flags) { return null; }
    public static PendingIntent getForegroundService(Context context, int requestCode, Intent intent, int flags) { return null; }
    public static PendingIntent getBroadcast(Context context, int requestCode, Intent intent, int flags) { return null; }
    public void cancel() {}
    @Override public int describeContents() { return 0; }
}
