/**
 * "Did you mean" for names a maintainer types by hand (icons, photo keys, program names, routes).
 * Edit distance, case-insensitive, so "stethoscope" and "Stethoscop" both find "Stethoscope".
 */
import damerauLevenshtein from "damerau-levenshtein";

/** Edit distance (insert, delete, replace, swap two neighbours: "Smiel" is one edit from "Smile"). */
export const editDistance = (a: string, b: string): number => damerauLevenshtein(a, b).steps;

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

/** `: did you mean "X"?` (X as `show` writes the name) or an empty string. */
export function didYouMean(value: string, known: Iterable<string>, show = (name: string) => name): string {
  const name = closestName(value, known);
  return name === undefined ? "" : `: did you mean "${show(name)}"?`;
}
