package com.example.orchard

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionContext

class OrchardFunctions {
@@RUN@@}
