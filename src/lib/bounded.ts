// A list that grows with the records (every program) shown on a page with a size budget: the
// first `max` items, and whether some were left out (the page then links to the full list).
export function bounded<T>(items: readonly T[], max: number): { shown: T[]; more: boolean } {
  if (!Number.isInteger(max) || max < 1) throw new Error(`bounded: max must be a whole number of at least 1, got ${max}`);
  return { shown: items.slice(0, max), more: items.length > max };
}
