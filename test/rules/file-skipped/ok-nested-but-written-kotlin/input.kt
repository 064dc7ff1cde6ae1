package com.example.notes

/* outer /* inner /* innermost */ */ */
fun label(name: String, count: Int): String = "${name}: ${if (count > 0) "${count} notes" else "none"}"
val table: Map<String, List<Pair<Int, Set<String>>>> = mapOf("a" to listOf(1 to setOf("x")))
fun deep() = ((((((((((((((((((((((((((((((((((((((((1))))))))))))))))))))))))))))))))))))))))
