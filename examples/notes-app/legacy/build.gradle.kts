// Checklists shipped with the first AppFunctions preview and still use its API; see
// ChecklistFunctions.kt before moving this module to the app's version of the library.
plugins {
    id("com.android.library")
    id("org.jetbrains.kotlin.android")
    id("com.google.devtools.ksp")
}

android {
    namespace = "com.example.notes.legacy"
    compileSdk = 36

    defaultConfig {
        minSdk = 26
    }
}

dependencies {
    implementation("androidx.appfunctions:appfunctions:1.0.0-alpha07")
    implementation("androidx.appfunctions:appfunctions-service:1.0.0-alpha07")
    ksp("androidx.appfunctions:appfunctions-compiler:1.0.0-alpha07")
}
