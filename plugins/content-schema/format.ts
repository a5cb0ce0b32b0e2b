/** Display and machine formats for numbers that content stores raw. */

/** "4 years" when min equals max, otherwise "2-3 years"; "1 year" in the singular. */
export function formatYears(minYears: number, maxYears: number): string {
  if (minYears === maxYears) return `${minYears} ${minYears === 1 ? "year" : "years"}`;
  return `${minYears}-${maxYears} years`;
}

/** ISO 8601 duration for schema.org timeToComplete, e.g. 4 => "P4Y". */
export function isoYears(years: number): string {
  return `P${years}Y`;
}

/** Rounded down, so the "+" after it stays true: 1,250,000 is "$1.2M", never "$1.3M". */
const USD_COMPACT = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  notation: "compact",
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
  roundingMode: "floor",
});

/** Compact "at least" money label as the copy shows it: 800000 => "$800K+", 1200000 => "$1.2M+". */
export function formatUsdCompact(amount: number): string {
  return `${USD_COMPACT.format(amount)}+`;
}
