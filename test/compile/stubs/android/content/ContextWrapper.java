package android.content;

/** Stub of android.content.ContextWrapper. */
public class ContextWrapper extends Context {
    public ContextWrapper(Context base) {}
    @Override public String getPackageName() { return ""; }
    @Override public Context getApplicationContext() { return this; }
    @Override public void startActivity(Intent intent) {}
    @Override public String getString(int resId) { return ""; }
}
