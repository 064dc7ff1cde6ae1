dependencies {
    implementation("androidx.appfunctions:appfunctions:1.0.0-alpha11")
}
