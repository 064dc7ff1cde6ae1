package android.content;

import android.net.Uri;
import android.os.Bundle;
import android.os.Parcelable;

/** Stub of android.content.Intent: constructors, the explicit-target setters, extras and flags. */
public class Intent implements Parcelable {
    public static final String ACTION_MAIN = "android.intent.action.MAIN";
    public static final String ACTION_VIEW = "android.intent.action.VIEW";
    public static final String ACTION_EDIT = "android.intent.action.EDIT";
    public static final String ACTION_SEND = "android.intent.action.SEND";
    public static final String ACTION_DIAL = "android.intent.action.DIAL";
    public static final String EXTRA_TEXT = "android.intent.extra.TEXT";
    public static final int FLAG_ACTIVITY_NEW_TASK = 0x10000000;
    public static final int FLAG_ACTIVITY_CLEAR_TOP = 0x04000000;
    public static final int FLAG_GRANT_READ_URI_PERMISSION = 0x00000001;

    public Intent() {}
    public Intent(Intent o) {}
    public Intent(String action) {}
    public Intent(String action, Uri uri) {}
    public Intent(Context packageContext, Class<?> cls) {}
    public Intent(String action, Uri uri, Context packageContext, Class<?> cls) {}

    public String getAction() { return null; }
    public Intent setAction(String action) { return this; }
    public Uri getData() { return null; }
    public Intent setData(Uri data) { return this; }
    public String getType() { return null; }
    public Intent setType(String type) { return this; }
    public ComponentName getComponent() { return null; }
    public Intent setComponent(ComponentName component) { return this; }
    public String getPackage() { return null; }
    public Intent setPackage(String packageName) { return this; }
    public Intent setClass(Context packageContext, Class<?> cls) { return this; }
    public Intent setClassName(Context packageContext, String className) { return this; }
    public Intent setClassName(String packageName, String className) { return this; }
    public int getFlags() { return 0; }
    public Intent setFlags(int flags) { return this; }
    public Intent addFlags(int flags) { return this; }
    public Intent addCategory(String category) { return this; }
    public Intent putExtra(String name, String value) { return this; }
    public Intent putExtra(String name, int value) { return this; }
    public Intent putExtra(String name, long value) { return this; }
    public Intent putExtra(String name, boolean value) { return this; }
    public Intent putExtra(String name, Parcelable value) { return this; }
    public Intent putExtras(Bundle extras) { return this; }
    public String getStringExtra(String name) { return null; }
    @Override public int describeContents() { return 0; }
}
