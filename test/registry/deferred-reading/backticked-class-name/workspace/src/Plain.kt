package odd

class Plain(val value: Int)
