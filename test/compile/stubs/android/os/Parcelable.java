package android.os;

/** Stub of android.os.Parcelable for compiling fixed fixtures. */
public interface Parcelable {
    int describeContents();
}
