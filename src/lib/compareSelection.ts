// Which programs the comparison page (/academics/compare/) shows, and how that choice is written
// in its address: `?programs=<slug>,<slug>` (two to four known slugs, in the order chosen), so a
// comparison can be shared and program pages can link to one program preselected. Pure functions:
// the page's block reads and writes the address with them; the tests check them alone.

/** The fewest and most programs side by side. */
export const MIN_COMPARED = 2;
export const MAX_COMPARED = 4;

/** The query parameter that holds the choice. */
export const COMPARE_PARAM = "programs";

/**
 * The slugs `search` (a location.search, "?programs=a,b") chooses, in order, among `known`:
 * unknown slugs and repeats are dropped and at most MAX_COMPARED kept. A result may hold fewer
 * than MIN_COMPARED slugs (one program preselected from its card): `isComparison` says whether
 * it is a comparison yet.
 */
export function parseSelection(search: string, known: readonly string[]): string[] {
  const value = new URLSearchParams(search).get(COMPARE_PARAM);
  if (!value) return [];
  const chosen: string[] = [];
  for (const slug of value.split(",").map((s) => s.trim())) {
    if (known.includes(slug) && !chosen.includes(slug) && chosen.length < MAX_COMPARED) chosen.push(slug);
  }
  return chosen;
}

/** Whether `slugs` is a comparison: MIN_COMPARED to MAX_COMPARED programs. */
export function isComparison(slugs: readonly string[]): boolean {
  return slugs.length >= MIN_COMPARED && slugs.length <= MAX_COMPARED;
}

/** The query string for `slugs`, "?programs=a,b" (commas kept readable), or "" for none. */
export function selectionSearch(slugs: readonly string[]): string {
  return slugs.length ? `?${COMPARE_PARAM}=${slugs.map(encodeURIComponent).join(",")}` : "";
}

/** The page's address for `slugs`: `path` + selectionSearch. */
export function compareHref(path: string, slugs: readonly string[]): string {
  return path + selectionSearch(slugs);
}

/**
 * `slugs` with `slug` added (at the end) or removed: a program beyond MAX_COMPARED is not added
 * (the form disables the rest), and removing never goes below none.
 */
export function toggleSelection(slugs: readonly string[], slug: string, on: boolean): string[] {
  if (!on) return slugs.filter((s) => s !== slug);
  if (slugs.includes(slug) || slugs.length >= MAX_COMPARED) return [...slugs];
  return [...slugs, slug];
}
