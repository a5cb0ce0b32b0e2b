// Pure rules of the program pages: where a program's page lives, which programs it suggests next,
// and how it writes money. The GraphQL fields of gatsby-node.ts and the tests call these.

/** The page of a program: "/academics/" + its slug + "/" (trailingSlash "always"). */
export function programPagePath(slug: string): string {
  return `/academics/${slug}/`;
}

/** How many related programs a program page links to. */
export const RELATED_COUNT = 3;

/**
 * The programs a program's page suggests: the ones after it in content order, wrapping round to
 * the start, so every program is suggested by as many pages as any other and the suggestions
 * follow the order the maintainer chose. Never the program itself; fewer when there are fewer others.
 */
export function relatedPrograms<T>(programs: readonly T[], index: number, count: number = RELATED_COUNT): T[] {
  const others = programs.length - 1;
  return Array.from({ length: Math.max(0, Math.min(count, others)) }, (_, k) => programs[(index + 1 + k) % programs.length]);
}

/** Whole US dollars as the site writes them: 78400 -> "$78,400". */
export function formatUsd(amount: number): string {
  if (!Number.isInteger(amount) || amount < 0) throw new Error(`formatUsd: ${amount} is not a whole, non-negative amount`);
  return `$${String(amount).replace(/\B(?=(\d{3})+$)/g, ",")}`;
}

/** A {token} template filled from values; an unknown token stays as written (content validation lists the allowed ones). */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
