// The release before pattern matchers: allowed schemes are written as one anchored regex.
dependencies {
    implementation(libs.androidx.appfunctions)
    ksp("androidx.appfunctions:appfunctions-compiler:$appFunctionsRelease")
}

val appFunctionsRelease = "1.0.0-alpha12"
