/**
 * Widths of proportional bars, as percentages of the largest value (the largest bar is 100%).
 * Rounded to one decimal so the inline style stays short; values at or below zero (and an all-zero
 * or empty list) get 0, so a bad record never draws a negative or NaN width.
 */
export function barWidths(values: readonly number[]): number[] {
  const max = Math.max(0, ...values);
  if (max === 0) return values.map(() => 0);
  return values.map((v) => (v > 0 ? Math.round((v / max) * 1000) / 10 : 0));
}
