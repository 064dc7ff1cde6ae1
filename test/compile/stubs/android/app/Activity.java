package android.app;

import android.content.ContextWrapper;

/** Stub of android.app.Activity (a target for explicit intents). */
public class Activity extends ContextWrapper {
    public Activity() { super(null); }
}
