package androidx.activity;

import android.app.Activity;

/** Stub of androidx.activity.ComponentActivity. */
public class ComponentActivity extends Activity {}
