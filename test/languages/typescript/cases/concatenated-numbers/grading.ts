export const PASS_MARK = 62.5;
