package android.app;

import android.content.ContextWrapper;

/** Stub of android.app.Service. */
public abstract class Service extends ContextWrapper {
    public Service() { super(null); }
    public final Application getApplication() { return null; }
}
