import { PHOTO_ORIGINS } from "../photos";

// The one source of the site's HTTP response headers. Consumers:
//  - gatsby-config.ts `headers` (Gatsby adapters): gatsbyConfigHeaders();
//  - public/_headers (Netlify / Cloudflare Pages format), written by this plugin (postBuild.ts);
//  - build-info/nginx.conf, generated from the same rules (nginx.ts);
//  - scripts/serve.mjs (npm start), which reads public/_headers with Netlify's own parser.
// Pure functions, unit-tested in headers.test.ts.

export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * What Cloudflare Pages and Netlify send when no rule sets Cache-Control: every response
 * revalidates. build-info/nginx.conf and npm start send the same default. It is what Gatsby's
 * caching guidance (gatsbyjs.com/docs/caching) asks for HTML, page data and unhashed files.
 */
export const DEFAULT_CACHE_CONTROL = "public, max-age=0, must-revalidate";

/** Headers every response carries, whatever the path. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
};

/**
 * The site's Content-Security-Policy, the same for every build and every page: the build moves
 * every inline script into a file (plugins/first-paint/externalScripts.ts), so scripts come from 'self' only
 * and the policy needs no per-page hash. Its length never grows with the site. JSON-LD blocks
 * (type="application/ld+json") stay inline: they are data, never executed, so CSP ignores them.
 */
export function buildCsp(): string {
  const directives: string[][] = [
    ["default-src", "'self'"],
    // 'wasm-unsafe-eval': the site search runs Pagefind's WebAssembly (plugins/search), compiled
    // from a file of the site itself; it allows no eval() of JavaScript.
    ["script-src", "'self'", "'wasm-unsafe-eval'"],
    // Besides the stock-photo CDNs, data: for gatsby-plugin-image placeholders.
    ["img-src", "'self'", "data:", ...Object.values(PHOTO_ORIGINS)],
    // React and gatsby-plugin-image set style attributes and Gatsby inlines critical CSS.
    ["style-src", "'self'", "'unsafe-inline'"],
    ["font-src", "'self'"],
    // Gatsby's loader fetches page-data/*.json and app-data.json from the same origin.
    ["connect-src", "'self'"],
    // No manifest-src: default-src 'self' already covers the web app manifest, and WebKitGTK
    // logs "Unrecognized Content-Security-Policy directive 'manifest-src'" on every page.
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    // No forms anywhere on the site (spec: no submission of any kind).
    ["form-action", "'none'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

export interface HeaderRule {
  /** Path pattern in the form Cloudflare Pages, Netlify and the nginx generator all read the same way. */
  readonly source: string;
  readonly headers: Readonly<Record<string, string>>;
}

/**
 * Header rules: a fixed list, whatever the number of pages or chunks. Every response gets the
 * security headers ("/*"); content-hashed files are immutable (the build checks that every .js
 * and .css carries a content hash: postBuild.ts); the rest (pages, /page-data/*, the
 * manifest and icons...) keeps DEFAULT_CACHE_CONTROL. No rule names a page: hosts read page
 * patterns differently (Netlify's "/*\/" matches every path), and two matching rules would
 * append a second Cache-Control value.
 */
export function headerRules(): HeaderRule[] {
  const immutable = { "Cache-Control": CACHE_IMMUTABLE };
  return [
    { source: "/*", headers: { "Content-Security-Policy": buildCsp(), ...SECURITY_HEADERS } },
    { source: "/static/*", headers: immutable },
    { source: "/*.js", headers: immutable },
    { source: "/*.css", headers: immutable },
    // Licence notes webpack extracted from a hashed chunk: framework-<hash>.js.LICENSE.txt.
    { source: "/*.LICENSE.txt", headers: immutable },
    // Not every host knows .ics (nginx's and Debian's MIME tables do not).
    { source: "/calendar/*", headers: { "Content-Type": "text/calendar; charset=utf-8" } },
  ];
}

/** The _headers file of Netlify and Cloudflare Pages: a path line, then indented "Name: value" lines. */
export function formatHeadersFile(rules: readonly HeaderRule[], comment?: string): string {
  const head = comment
    ? comment
        .split("\n")
        .map((line) => `# ${line}`.trimEnd())
        .join("\n") + "\n\n"
    : "";
  const body = rules.map((rule) => [rule.source, ...Object.entries(rule.headers).map(([k, v]) => `  ${k}: ${v}`)].join("\n")).join("\n\n");
  return `${head}${body}\n`;
}

/**
 * Cloudflare Pages ignores, with only a warning, every _headers line over 2,000 characters (a CSP
 * would then silently vanish) and every rule past the 100th. (CloudFront caps a CSP lower, at 1,783
 * characters: see README, Deployment.)
 */
export const HEADERS_FILE_LIMITS = { maxLineLength: 2000, maxRules: 100 } as const;

/** Problems of a _headers text against the hosts' limits, each naming the line; [] if none. */
export function headersFileProblems(text: string, limits = HEADERS_FILE_LIMITS): string[] {
  const problems: string[] = [];
  let rules = 0;
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.length > limits.maxLineLength) {
      problems.push(
        `_headers line ${index + 1} has ${line.length} characters, over the hosts' limit of ${limits.maxLineLength} ` +
          `(Cloudflare Pages would drop it): ${line.slice(0, 60).trim()}...`,
      );
    }
    if (line.startsWith("/") || /^https?:\/\//.test(line)) {
      rules += 1;
      if (rules === limits.maxRules + 1) {
        problems.push(`_headers line ${index + 1} starts rule ${rules}, over the hosts' limit of ${limits.maxRules} rules: ${line}`);
      }
    }
  });
  return problems;
}

/**
 * Gatsby's `headers` config (used by adapters, e.g. Netlify's): the same security headers and
 * CSP as public/_headers (the policy does not depend on the build any more). Adapters already
 * apply Gatsby's caching defaults (immutable hashed assets, revalidated HTML and page-data);
 * these rules repeat the two path-based ones so the intent is explicit.
 */
export function gatsbyConfigHeaders(): { source: string; headers: { key: string; value: string }[] }[] {
  const list = (headers: Record<string, string>) => Object.entries(headers).map(([key, value]) => ({ key, value }));
  return [
    { source: "/*", headers: list({ "Content-Security-Policy": buildCsp(), ...SECURITY_HEADERS }) },
    { source: "/static/*", headers: list({ "Cache-Control": CACHE_IMMUTABLE }) },
    { source: "/page-data/*", headers: list({ "Cache-Control": DEFAULT_CACHE_CONTROL }) },
  ];
}
