/**
 * "Did you mean" for names a maintainer types by hand (icons, photo keys, program names, routes).
 * Edit distance, case-insensitive, so "stethoscope" and "Stethoscop" both find "Stethoscope".
 */

/** Levenshtein distance between two strings. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length];
}

/**
 * The known name closest to `value`, if it is close enough to be a typo: at most a third of the
 * longer name's letters differ, or one contains the other ("Stethoscope" for "Stethoscope2").
 */
export function closestName(value: string, known: Iterable<string>): string | undefined {
  const wanted = value.toLowerCase();
  let best: { name: string; distance: number } | undefined;
  for (const name of known) {
    const candidate = name.toLowerCase();
    const distance = editDistance(wanted, candidate);
    const limit = Math.max(1, Math.floor(Math.max(wanted.length, candidate.length) / 3));
    const contained = wanted.length >= 3 && (candidate.includes(wanted) || wanted.includes(candidate));
    if (distance > limit && !contained) continue;
    if (!best || distance < best.distance) best = { name, distance };
  }
  return best?.name;
}

/** `: did you mean "X"?` or an empty string. */
export function didYouMean(value: string, known: Iterable<string>): string {
  const name = closestName(value, known);
  return name === undefined ? "" : `: did you mean "${name}"?`;
}
