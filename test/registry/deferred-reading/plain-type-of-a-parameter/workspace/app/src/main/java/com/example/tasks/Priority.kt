package com.example.tasks

/** How urgent a task is. */
enum class Priority { LOW, NORMAL, HIGH }
