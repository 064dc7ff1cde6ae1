/**
 * How many leading items of a sorted list satisfy `before`, which must hold for a prefix of the list
 * and for nothing after it: the index of the first item past that prefix, by binary search.
 */
export function partitionPoint<T>(items: readonly T[], before: (item: T) => boolean): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (before(items[mid]!)) low = mid + 1;
    else high = mid;
  }
  return low;
}
