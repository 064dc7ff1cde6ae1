package com.example.legacy

import androidx.appfunctions.AppFunctionDeclaration

class SettingsFunctions {
    /** Returns the value of setting 0. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting0(): String = "value 0"

    /** Returns the value of setting 1. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting1(): String = "value 1"

    /** Returns the value of setting 2. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting2(): String = "value 2"

    /** Returns the value of setting 3. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting3(): String = "value 3"

    /** Returns the value of setting 4. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting4(): String = "value 4"

    /** Returns the value of setting 5. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting5(): String = "value 5"

    /** Returns the value of setting 6. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting6(): String = "value 6"

    /** Returns the value of setting 7. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting7(): String = "value 7"

    /** Returns the value of setting 8. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting8(): String = "value 8"

    /** Returns the value of setting 9. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting9(): String = "value 9"

    /** Returns the value of setting 10. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting10(): String = "value 10"

    /** Returns the value of setting 11. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting11(): String = "value 11"

    /** Returns the value of setting 12. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting12(): String = "value 12"

    /** Returns the value of setting 13. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting13(): String = "value 13"

    /** Returns the value of setting 14. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting14(): String = "value 14"

    /** Returns the value of setting 15. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting15(): String = "value 15"

    /** Returns the value of setting 16. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting16(): String = "value 16"

    /** Returns the value of setting 17. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting17(): String = "value 17"

    /** Returns the value of setting 18. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting18(): String = "value 18"

    /** Returns the value of setting 19. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting19(): String = "value 19"

    /** Returns the value of setting 20. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting20(): String = "value 20"

    /** Returns the value of setting 21. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting21(): String = "value 21"

    /** Returns the value of setting 22. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting22(): String = "value 22"

    /** Returns the value of setting 23. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting23(): String = "value 23"

    /** Returns the value of setting 24. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting24(): String = "value 24"

    /** Returns the value of setting 25. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting25(): String = "value 25"

    /** Returns the value of setting 26. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting26(): String = "value 26"

    /** Returns the value of setting 27. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting27(): String = "value 27"

    /** Returns the value of setting 28. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting28(): String = "value 28"

    /** Returns the value of setting 29. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting29(): String = "value 29"

    /** Returns the value of setting 30. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting30(): String = "value 30"

    /** Returns the value of setting 31. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting31(): String = "value 31"

    /** Returns the value of setting 32. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting32(): String = "value 32"

    /** Returns the value of setting 33. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting33(): String = "value 33"

    /** Returns the value of setting 34. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting34(): String = "value 34"

    /** Returns the value of setting 35. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting35(): String = "value 35"

    /** Returns the value of setting 36. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting36(): String = "value 36"

    /** Returns the value of setting 37. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting37(): String = "value 37"

    /** Returns the value of setting 38. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting38(): String = "value 38"

    /** Returns the value of setting 39. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting39(): String = "value 39"

    /** Returns the value of setting 40. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting40(): String = "value 40"

    /** Returns the value of setting 41. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting41(): String = "value 41"

    /** Returns the value of setting 42. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting42(): String = "value 42"

    /** Returns the value of setting 43. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting43(): String = "value 43"

    /** Returns the value of setting 44. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting44(): String = "value 44"

    /** Returns the value of setting 45. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting45(): String = "value 45"

    /** Returns the value of setting 46. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting46(): String = "value 46"

    /** Returns the value of setting 47. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting47(): String = "value 47"

    /** Returns the value of setting 48. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting48(): String = "value 48"

    /** Returns the value of setting 49. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting49(): String = "value 49"

    /** Returns the value of setting 50. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting50(): String = "value 50"

    /** Returns the value of setting 51. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting51(): String = "value 51"

    /** Returns the value of setting 52. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting52(): String = "value 52"

    /** Returns the value of setting 53. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting53(): String = "value 53"

    /** Returns the value of setting 54. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting54(): String = "value 54"

    /** Returns the value of setting 55. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting55(): String = "value 55"

    /** Returns the value of setting 56. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting56(): String = "value 56"

    /** Returns the value of setting 57. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting57(): String = "value 57"

    /** Returns the value of setting 58. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting58(): String = "value 58"

    /** Returns the value of setting 59. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting59(): String = "value 59"

    /** Returns the value of setting 60. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting60(): String = "value 60"

    /** Returns the value of setting 61. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting61(): String = "value 61"

    /** Returns the value of setting 62. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting62(): String = "value 62"

    /** Returns the value of setting 63. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting63(): String = "value 63"

    /** Returns the value of setting 64. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting64(): String = "value 64"

    /** Returns the value of setting 65. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting65(): String = "value 65"

    /** Returns the value of setting 66. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting66(): String = "value 66"

    /** Returns the value of setting 67. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting67(): String = "value 67"

    /** Returns the value of setting 68. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting68(): String = "value 68"

    /** Returns the value of setting 69. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting69(): String = "value 69"

    /** Returns the value of setting 70. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting70(): String = "value 70"

    /** Returns the value of setting 71. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting71(): String = "value 71"

    /** Returns the value of setting 72. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting72(): String = "value 72"

    /** Returns the value of setting 73. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting73(): String = "value 73"

    /** Returns the value of setting 74. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting74(): String = "value 74"

    /** Returns the value of setting 75. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting75(): String = "value 75"

    /** Returns the value of setting 76. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting76(): String = "value 76"

    /** Returns the value of setting 77. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting77(): String = "value 77"

    /** Returns the value of setting 78. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting78(): String = "value 78"

    /** Returns the value of setting 79. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting79(): String = "value 79"

    /** Returns the value of setting 80. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting80(): String = "value 80"

    /** Returns the value of setting 81. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting81(): String = "value 81"

    /** Returns the value of setting 82. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting82(): String = "value 82"

    /** Returns the value of setting 83. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting83(): String = "value 83"

    /** Returns the value of setting 84. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting84(): String = "value 84"

    /** Returns the value of setting 85. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting85(): String = "value 85"

    /** Returns the value of setting 86. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting86(): String = "value 86"

    /** Returns the value of setting 87. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting87(): String = "value 87"

    /** Returns the value of setting 88. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting88(): String = "value 88"

    /** Returns the value of setting 89. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting89(): String = "value 89"

    /** Returns the value of setting 90. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting90(): String = "value 90"

    /** Returns the value of setting 91. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting91(): String = "value 91"

    /** Returns the value of setting 92. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting92(): String = "value 92"

    /** Returns the value of setting 93. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting93(): String = "value 93"

    /** Returns the value of setting 94. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting94(): String = "value 94"

    /** Returns the value of setting 95. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting95(): String = "value 95"

    /** Returns the value of setting 96. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting96(): String = "value 96"

    /** Returns the value of setting 97. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting97(): String = "value 97"

    /** Returns the value of setting 98. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting98(): String = "value 98"

    /** Returns the value of setting 99. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting99(): String = "value 99"

    /** Returns the value of setting 100. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting100(): String = "value 100"

    /** Returns the value of setting 101. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting101(): String = "value 101"

    /** Returns the value of setting 102. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting102(): String = "value 102"

    /** Returns the value of setting 103. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting103(): String = "value 103"

    /** Returns the value of setting 104. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting104(): String = "value 104"

    /** Returns the value of setting 105. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting105(): String = "value 105"

    /** Returns the value of setting 106. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting106(): String = "value 106"

    /** Returns the value of setting 107. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting107(): String = "value 107"

    /** Returns the value of setting 108. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting108(): String = "value 108"

    /** Returns the value of setting 109. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting109(): String = "value 109"

    /** Returns the value of setting 110. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting110(): String = "value 110"

    /** Returns the value of setting 111. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting111(): String = "value 111"

    /** Returns the value of setting 112. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting112(): String = "value 112"

    /** Returns the value of setting 113. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting113(): String = "value 113"

    /** Returns the value of setting 114. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting114(): String = "value 114"

    /** Returns the value of setting 115. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting115(): String = "value 115"

    /** Returns the value of setting 116. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting116(): String = "value 116"

    /** Returns the value of setting 117. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting117(): String = "value 117"

    /** Returns the value of setting 118. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting118(): String = "value 118"

    /** Returns the value of setting 119. */
    @Deprecated("use the settings screen")
    @Suppress("unused")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setting119(): String = "value 119"
}
