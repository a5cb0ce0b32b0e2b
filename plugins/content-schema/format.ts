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

/**
 * Compact "at least" money label as the copy shows it: 800000 => "$800K+",
 * 1200000 => "$1.2M+", 3600000 => "$3.6M+". One decimal at most, trailing ".0" dropped.
 */
export function formatUsdCompact(amount: number): string {
  const units: Array<[number, string]> = [
    [1_000_000_000, "B"],
    [1_000_000, "M"],
    [1_000, "K"],
  ];
  for (const [size, suffix] of units) {
    if (amount >= size) {
      // Round down so the "+" stays true: 1,250,000 is "$1.2M+", never "$1.3M+".
      const scaled = Math.floor((amount / size) * 10) / 10;
      return `$${trimZero(scaled)}${suffix}+`;
    }
  }
  return `$${amount}+`;
}

function trimZero(value: number): string {
  return value.toFixed(1).replace(/\.0$/, "");
}
