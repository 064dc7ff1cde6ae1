dependencies {
    implementation("androidx.appfunctions:appfunctions:1.0.+")
}
