// Deep for written code, far from the limit: a configuration tree nested forty levels.
export const tree = { child: { child: { child: { child: { child: { child: { child: { child: { child: { child: { child: { child: { child: { child: { child: { child: { child: { child: { child: { child: { child: { child: { child: { child: { child: { child: { child: { child: { child: { child: { child: { child: { child: { child: { child: { child: { child: { child: { child: { child: null } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } };

export function total(values: number[][]): number {
  return values.reduce((sum, row) => sum + row.reduce((a, b) => a + b, 0), 0);
}
