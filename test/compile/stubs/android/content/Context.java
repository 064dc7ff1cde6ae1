package android.content;

/** Stub of android.content.Context: the members the fixtures and rules touch. */
public abstract class Context {
    public abstract String getPackageName();
    public abstract Context getApplicationContext();
    public abstract void startActivity(Intent intent);
    public abstract String getString(int resId);
}
