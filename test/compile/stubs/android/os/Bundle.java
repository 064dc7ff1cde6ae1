package android.os;

/** Stub of android.os.Bundle. */
public final class Bundle {
    public Bundle() {}
    public void putString(String key, String value) {}
    public String getString(String key) { return null; }
}
