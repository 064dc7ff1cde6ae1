package android.app;

import android.content.ContextWrapper;
import android.content.Intent;
import android.os.Bundle;

/** Stub of android.app.Activity (a target for explicit intents, and a screen of the example app). */
public class Activity extends ContextWrapper {
    public Activity() { super(null); }
    protected void onCreate(Bundle savedInstanceState) {}
    public Intent getIntent() { return null; }
    public void finish() {}
    public void setTitle(CharSequence title) {}
}
