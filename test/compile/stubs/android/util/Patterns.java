package android.util;

import java.util.regex.Pattern;

/** Stub of android.util.Patterns. */
public final class Patterns {
    private Patterns() {}
    public static final Pattern EMAIL_ADDRESS = Pattern.compile("[^@\\s]+@[^@\\s]+");
}
