package com.example.notes

// Half-typed: a stray closing bracket and a quote that opens a string nobody closed. Error recovery
// nests one ERROR node inside another here, and both must count.
class Notes {
    fun list(): List<String> = emptyList()
}

) ] "
