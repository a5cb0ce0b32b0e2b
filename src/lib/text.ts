/**
 * Placeholders that content strings may contain, e.g. "Choose from {programCount} programs".
 * Counts the copy cites are computed from the records so they stay true when a record is
 * added; the content validator rejects any other {token} so a typo never reaches a page.
 */
export const TOKEN_NAMES = ["programCount"] as const;

export type TokenName = (typeof TOKEN_NAMES)[number];
export type TokenCounts = Record<TokenName, number>;

/** Matches "{name}" placeholders; shared with the validator so both agree on the syntax. */
export const TOKEN_PATTERN = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** Names of all {tokens} found in a string, in order of appearance (duplicates kept). */
export function findTokens(text: string): string[] {
  return Array.from(text.matchAll(TOKEN_PATTERN), (match) => match[1]);
}

/**
 * Replaces every known {token} with its count. Unknown tokens are left as they are: the
 * build-time validator already refuses them, and showing "{typo}" beats silently dropping text.
 */
export function fillTokens(text: string, counts: TokenCounts): string {
  return text.replace(TOKEN_PATTERN, (whole, name: string) =>
    (TOKEN_NAMES as readonly string[]).includes(name) ? String(counts[name as TokenName]) : whole,
  );
}
