package odd

/** A name only backticks allow: the file is read, since such a name cannot be matched from its text. */
class `Odd Name`(val value: Int)
