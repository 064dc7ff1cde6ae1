// A build above the project: not the project's.
dependencies { implementation("androidx.appfunctions:appfunctions:1.0.0-alpha05") }
