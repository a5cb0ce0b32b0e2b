import { createHash } from "crypto";
import { PHOTO_ORIGINS } from "../lib/photos/urlBuilders";

// The one source of the site's HTTP response headers. Three consumers:
//  - gatsby-config.ts `headers` (Gatsby adapters): gatsbyConfigHeaders(), known before the build,
//    so its CSP is the build-independent part (see staticCspDirectives);
//  - public/_headers (Netlify / Cloudflare Pages format), written by src/node/postBuild.ts after
//    the build with the full CSP: the sha256 of every inline script Gatsby emitted;
//  - scripts/serve.mjs (npm start), which reads and applies public/_headers.
// Pure functions (apart from hashing), unit-tested in __tests__/security/.

export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
export const CACHE_REVALIDATE = "public, max-age=0, must-revalidate";

/** Image hosts besides 'self' and data: (gatsby-plugin-image placeholders): the stock-photo CDNs. */
export const IMAGE_ORIGINS: readonly string[] = Object.values(PHOTO_ORIGINS);

/** Headers every response carries, whatever the path. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
};

export type CspDirectives = ReadonlyArray<readonly [name: string, sources: readonly string[]]>;

/** "'sha256-<base64>'" of a script body, as a CSP source (the browser hashes the UTF-8 text as-is). */
export function cspHash(scriptBody: string): string {
  return `'sha256-${createHash("sha256").update(scriptBody, "utf8").digest("base64")}'`;
}

/**
 * Directives that do not depend on the build. No script-src and no default-src: without the
 * build's hashes either would block Gatsby's inline bootstrapping scripts.
 */
export function staticCspDirectives(): CspDirectives {
  return [
    ["img-src", ["'self'", "data:", ...IMAGE_ORIGINS]],
    // React and gatsby-plugin-image set style attributes and Gatsby inlines critical CSS.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["font-src", ["'self'"]],
    // Gatsby's loader fetches page-data/*.json and app-data.json from the same origin.
    ["connect-src", ["'self'"]],
    ["manifest-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    // No forms anywhere on the site (spec: no submission of any kind).
    ["form-action", ["'none'"]],
    ["frame-ancestors", ["'none'"]],
  ];
}

/** The full policy: default-src 'self', scripts from 'self' plus exactly the given hashes. */
export function cspDirectives(scriptHashes: Iterable<string>): CspDirectives {
  const hashes = [...new Set(scriptHashes)].sort();
  for (const hash of hashes) {
    if (!/^'sha(256|384|512)-[A-Za-z0-9+/]+=*'$/.test(hash)) throw new Error(`Not a CSP hash source: ${hash}`);
  }
  return [["default-src", ["'self'"]], ["script-src", ["'self'", ...hashes]], ...staticCspDirectives()];
}

export function formatCsp(directives: CspDirectives): string {
  return directives.map(([name, sources]) => [name, ...sources].join(" ")).join("; ");
}

/** Content-Security-Policy for a build whose inline scripts hash to `scriptHashes`. */
export function buildCsp(scriptHashes: Iterable<string>): string {
  return formatCsp(cspDirectives(scriptHashes));
}

/** Parses a policy back into directive -> sources (tests, and checks on served headers). */
export function parseCsp(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), sources);
  }
  return map;
}

/**
 * Bodies of the inline <script> elements of an HTML document (any type, JSON-LD included:
 * hashing data blocks is harmless and keeps the rule simple). Scripts with src are files, allowed
 * by 'self'. Script content is raw text in HTML, so the body is hashed exactly as written.
 */
export function inlineScripts(html: string): string[] {
  const bodies: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1];
    if (/(^|\s)src\s*=/i.test(attributes)) continue;
    bodies.push(match[2]);
  }
  return bodies;
}

/** Inline event-handler attributes (onload=...): CSP hashes cannot allow them, so the build must have none. */
export function inlineEventHandlers(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.matchAll(/<[a-z][^>]*>/gi)) {
    for (const attr of tag[0].matchAll(/\s(on[a-z]+)\s*=/gi)) found.push(attr[1]);
  }
  return found;
}

export interface HeaderRule {
  /** Path pattern: "/*", "/static/*" or one exact path. */
  readonly source: string;
  readonly headers: Readonly<Record<string, string>>;
}

export interface BuildOutput {
  /** Every inline script hash of every page. */
  readonly scriptHashes: Iterable<string>;
  /** URL paths of the HTML documents ("/", "/academics", "/404.html"...). */
  readonly htmlPaths: readonly string[];
  /** Root-level files whose name carries a content hash ("/app-0d6d89557de60204b05f.js"). */
  readonly hashedAssets: readonly string[];
}

/**
 * Header rules for a finished build. Cache-Control rules never overlap (static hosts merge or
 * append values when several rules match one path, which would corrupt Cache-Control), so "/*"
 * carries only the security headers and each cache class names its own paths:
 * - immutable: /static/* (Gatsby's hashed static files) and each content-hashed JS/CSS file;
 * - revalidate: every HTML document, /page-data/* (page-data.json, app-data.json and the static
 *   query results, none content-hashed), and the unhashed site files (manifest, icons, robots...).
 * This follows Gatsby's caching guidance (gatsbyjs.com/docs/caching).
 */
export function headerRules(build: BuildOutput): HeaderRule[] {
  const all: HeaderRule = {
    source: "/*",
    headers: { "Content-Security-Policy": buildCsp(build.scriptHashes), ...SECURITY_HEADERS },
  };
  const immutable = { "Cache-Control": CACHE_IMMUTABLE };
  const revalidate = { "Cache-Control": CACHE_REVALIDATE };
  const htmlRules = [...new Set(build.htmlPaths)].sort().map((source) => ({ source, headers: revalidate }));
  const assetRules = [...new Set(build.hashedAssets)].sort().map((source) => ({ source, headers: immutable }));
  return [
    all,
    ...htmlRules,
    { source: "/page-data/*", headers: revalidate },
    { source: "/static/*", headers: immutable },
    ...assetRules,
    { source: "/calendar/*", headers: { ...revalidate, "Content-Type": "text/calendar; charset=utf-8" } },
    { source: "/manifest.webmanifest", headers: revalidate },
    { source: "/icons/*", headers: revalidate },
    { source: "/favicon.ico", headers: revalidate },
    { source: "/favicon-32x32.png", headers: revalidate },
    { source: "/favicon.svg", headers: revalidate },
    { source: "/robots.txt", headers: revalidate },
    { source: "/sitemap-index.xml", headers: revalidate },
    { source: "/sitemap-0.xml", headers: revalidate },
  ];
}

/** The _headers file of Netlify and Cloudflare Pages: a path line, then indented "Name: value" lines. */
export function formatHeadersFile(rules: readonly HeaderRule[], comment?: string): string {
  const head = comment ? comment.split("\n").map((line) => `# ${line}`.trimEnd()).join("\n") + "\n\n" : "";
  const body = rules
    .map((rule) => [rule.source, ...Object.entries(rule.headers).map(([k, v]) => `  ${k}: ${v}`)].join("\n"))
    .join("\n\n");
  return `${head}${body}\n`;
}

/** Reads a _headers file back into rules (comments and blank lines skipped). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: { source: string; headers: Record<string, string> }[] = [];
  for (const raw of text.split(/\r?\n/)) {
    if (raw.trim() === "" || raw.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(raw)) {
      rules.push({ source: raw.trim(), headers: {} });
      continue;
    }
    const current = rules[rules.length - 1];
    const colon = raw.indexOf(":");
    if (!current || colon < 0) throw new Error(`_headers: header line outside a path block: "${raw}"`);
    current.headers[raw.slice(0, colon).trim()] = raw.slice(colon + 1).trim();
  }
  return rules;
}

/** Whether a _headers path pattern matches a URL path ("*" matches anything, slashes included). */
export function matchesSource(source: string, pathname: string): boolean {
  const pattern = source.split("*").map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")).join(".*");
  return new RegExp(`^${pattern}$`).test(pathname);
}

/** The headers the rules give one path: every matching rule, in file order. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const rule of rules) if (matchesSource(rule.source, pathname)) Object.assign(result, rule.headers);
  return result;
}

/**
 * Gatsby's `headers` config (used by adapters, e.g. Netlify's). It is read before the build, so
 * it cannot know the inline script hashes: it carries the static CSP directives only (no
 * default-src/script-src, which would block Gatsby's inline scripts) plus the other security
 * headers. Hosts that read public/_headers get the full policy. Adapters already apply Gatsby's
 * caching defaults (immutable hashed assets, revalidated HTML and page-data); these rules repeat
 * the two path-based ones so the intent is explicit.
 */
export function gatsbyConfigHeaders(): { source: string; headers: { key: string; value: string }[] }[] {
  const list = (headers: Record<string, string>) => Object.entries(headers).map(([key, value]) => ({ key, value }));
  return [
    {
      source: "/*",
      headers: list({ "Content-Security-Policy": formatCsp(staticCspDirectives()), ...SECURITY_HEADERS }),
    },
    { source: "/static/*", headers: list({ "Cache-Control": CACHE_IMMUTABLE }) },
    { source: "/page-data/*", headers: list({ "Cache-Control": CACHE_REVALIDATE }) },
  ];
}
