package android.app;

import android.content.ContextWrapper;

/** Stub of android.app.Application. */
public class Application extends ContextWrapper {
    public Application() { super(null); }
    public void onCreate() {}
}
