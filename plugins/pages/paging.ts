// Splitting a list over numbered pages, Gatsby's documented way ("Adding Pagination"): one page per
// slice, each given its skip and limit in the page context, at base/, base/2/, base/3/, ...
// Pure, so the pages source, the GraphQL field and the tests share one definition.

/** The route of page `number` of a list whose first page is `base` ("/academics/" -> "/academics/2/"). */
export function listPagePath(base: string, number: number): string {
  return number === 1 ? base : `${base}${number}/`;
}

/** The first page's route, from a page's route and its number (the inverse of listPagePath). */
export function listBasePath(path: string, number: number): string {
  const tail = `${number}/`;
  if (number === 1) return path;
  if (!path.endsWith(`/${tail}`)) throw new Error(`paging: "${path}" is not page ${number} of a list`);
  return path.slice(0, -tail.length);
}

/**
 * The pages of a list of `total` records, `size` a page (no size: one page of all of them): each
 * its number (from 1), its route and the slice of records it shows (skip, limit).
 */
export function listPages(base: string, total: number, size?: number | null) {
  const limit = size ?? Math.max(total, 1);
  const count = Math.max(1, Math.ceil(total / limit));
  return Array.from({ length: count }, (_, i) => ({ number: i + 1, path: listPagePath(base, i + 1), skip: i * limit, limit }));
}

/** A link of a pagination nav: a page number, or null for a gap ("…") between numbers shown. */
type PageLinkSlot = number | null;

/**
 * The page numbers a nav shows: the first, the last, and `radius` either side of the current one,
 * with null where numbers are left out; so the nav stays a few links long at any page count.
 */
export function pageWindow(current: number, count: number, radius = 1): PageLinkSlot[] {
  const shown = [...new Set([1, count, ...Array.from({ length: 2 * radius + 1 }, (_, i) => current - radius + i)])]
    .filter((n) => n >= 1 && n <= count)
    .sort((a, b) => a - b);
  const slots: PageLinkSlot[] = [];
  shown.forEach((n, i) => {
    if (i > 0 && n - shown[i - 1] === 2) slots.push(n - 1);
    else if (i > 0 && n - shown[i - 1] > 2) slots.push(null);
    slots.push(n);
  });
  return slots;
}

/** The nav of the page at `path` showing records skip..skip+limit of `total`. */
export function pageNav(path: string, total: number, skip: number, limit: number | null | undefined) {
  const size = limit ?? Math.max(total, 1);
  const number = Math.floor(skip / size) + 1;
  const count = Math.max(1, Math.ceil(total / size));
  const base = listBasePath(path, number);
  return {
    number,
    count,
    previous: number > 1 ? listPagePath(base, number - 1) : null,
    next: number < count ? listPagePath(base, number + 1) : null,
    links: pageWindow(number, count).map((n) => ({
      number: n,
      path: n === null ? null : listPagePath(base, n),
      current: n === number,
    })),
  };
}
