/**
 * @jest-environment node
 */
import { createHash } from "crypto";
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  SECURITY_HEADERS,
  buildCsp,
  cspHash,
  formatCsp,
  formatHeadersFile,
  gatsbyConfigHeaders,
  headerRules,
  headersFor,
  inlineEventHandlers,
  inlineScripts,
  matchesSource,
  parseCsp,
  parseHeadersFile,
  staticCspDirectives,
  type HeaderRule,
} from "../../src/node/securityHeaders";

const hashA = cspHash('window.pagePath="/";');
const hashB = cspHash("console.log(1)");

describe("cspHash", () => {
  test("is the base64 sha256 of the exact UTF-8 body, quoted as a CSP source", () => {
    const expected = createHash("sha256").update("alert('é')", "utf8").digest("base64");
    expect(cspHash("alert('é')")).toBe(`'sha256-${expected}'`);
    expect(cspHash(" x ")).not.toBe(cspHash("x")); // whitespace is part of the hash
  });
});

describe("buildCsp", () => {
  const csp = parseCsp(buildCsp([hashB, hashA, hashA]));

  test("scripts: 'self' and exactly the given hashes, deduplicated and sorted, no unsafe-inline", () => {
    expect(csp.get("script-src")).toEqual(["'self'", ...[hashA, hashB].sort()]);
    expect(buildCsp([hashA])).not.toMatch(/script-src[^;]*unsafe/);
  });

  test("the fixed directives of the issue", () => {
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("img-src")).toEqual(["'self'", "data:", "https://images.unsplash.com", "https://images.pexels.com"]);
    expect(csp.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("form-action")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
    expect(csp.get("manifest-src")).toEqual(["'self'"]);
    expect(csp.get("font-src")).toEqual(["'self'"]);
  });

  test("refuses anything but a hash source in the hash list", () => {
    expect(() => buildCsp(["'unsafe-inline'"])).toThrow(/hash/);
    expect(() => buildCsp(["https://evil.example"])).toThrow(/hash/);
  });

  test("the static part (for Gatsby's headers config) has no script or default source", () => {
    const names = staticCspDirectives().map(([name]) => name);
    expect(names).not.toContain("script-src");
    expect(names).not.toContain("default-src");
    expect(formatCsp(staticCspDirectives())).toContain("frame-ancestors 'none'");
  });
});

describe("inlineScripts", () => {
  const html = [
    '<html><head><script type="application/ld+json">{"@context":"https://schema.org"}</script>',
    '<script src="/app-1234567890abcdef.js" async></script>',
    "<script>window.pagePath=\"/\";</script>",
    '<SCRIPT id="x">\n  multi\n  line\n</SCRIPT ></head></html>',
  ].join("");
  test("finds the body of every script without src, any type, exactly as written", () => {
    expect(inlineScripts(html)).toEqual(['{"@context":"https://schema.org"}', 'window.pagePath="/";', "\n  multi\n  line\n"]);
  });
  test("ignores data-src and other attributes that merely end in src", () => {
    expect(inlineScripts('<script data-src="x">a()</script>')).toEqual(["a()"]);
  });
  test("finds inline event handler attributes", () => {
    expect(inlineEventHandlers('<img src="a" onload="x()"><a href="#" onClick="y()">z</a><p data-on="1">')).toEqual([
      "onload",
      "onClick",
    ]);
  });
});

describe("headerRules", () => {
  const rules = headerRules({
    scriptHashes: [hashA],
    htmlPaths: ["/", "/index.html", "/academics", "/academics/index.html", "/404.html"],
    hashedAssets: ["/app-0d6d89557de60204b05f.js", "/styles.4d6c79dfa2a1dcb9259f.css"],
  });
  const cacheOf = (path: string) => headersFor(rules, path)["Cache-Control"];

  test("every path gets the CSP and the security headers", () => {
    for (const path of ["/", "/academics", "/page-data/index/page-data.json", "/static/x.png", "/unknown"]) {
      const headers = headersFor(rules, path);
      expect(headers["Content-Security-Policy"]).toBe(buildCsp([hashA]));
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name]).toBe(value);
    }
    expect(SECURITY_HEADERS["Strict-Transport-Security"]).toBe("max-age=31536000; includeSubDomains");
    expect(SECURITY_HEADERS["X-Content-Type-Options"]).toBe("nosniff");
    expect(SECURITY_HEADERS["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(SECURITY_HEADERS["Permissions-Policy"]).toBe("camera=(), microphone=(), geolocation=()");
  });

  test("HTML, page data and app data revalidate; hashed assets and /static are immutable", () => {
    expect(cacheOf("/")).toBe(CACHE_REVALIDATE);
    expect(cacheOf("/academics")).toBe(CACHE_REVALIDATE);
    expect(cacheOf("/404.html")).toBe(CACHE_REVALIDATE);
    expect(cacheOf("/page-data/index/page-data.json")).toBe(CACHE_REVALIDATE);
    expect(cacheOf("/page-data/app-data.json")).toBe(CACHE_REVALIDATE);
    expect(cacheOf("/page-data/sq/d/123.json")).toBe(CACHE_REVALIDATE);
    expect(cacheOf("/static/abc123/photo.png")).toBe(CACHE_IMMUTABLE);
    expect(cacheOf("/app-0d6d89557de60204b05f.js")).toBe(CACHE_IMMUTABLE);
    expect(cacheOf("/styles.4d6c79dfa2a1dcb9259f.css")).toBe(CACHE_IMMUTABLE);
    expect(cacheOf("/calendar/pharmacy-deadline.ics")).toBe(CACHE_REVALIDATE);
  });

  test("no path matches two Cache-Control rules (hosts would append the values)", () => {
    const withCache = rules.filter((r) => "Cache-Control" in r.headers);
    const probes = [...withCache.map((r) => r.source.replace("*", "x/y.json")), "/academics/", "/"];
    for (const probe of probes) {
      const matching = withCache.filter((r) => matchesSource(r.source, probe));
      expect({ probe, count: matching.length }).toEqual({ probe, count: matching.length > 0 ? 1 : 0 });
    }
  });
});

describe("_headers file format", () => {
  const rules: HeaderRule[] = [
    { source: "/*", headers: { "X-A": "1", "Content-Security-Policy": "default-src 'self'; img-src data:" } },
    { source: "/static/*", headers: { "Cache-Control": CACHE_IMMUTABLE } },
  ];
  const text = formatHeadersFile(rules, "generated\nsecond line");

  test("path line, indented Name: value lines, blank line between blocks, comments with #", () => {
    expect(text).toBe(
      [
        "# generated",
        "# second line",
        "",
        "/*",
        "  X-A: 1",
        "  Content-Security-Policy: default-src 'self'; img-src data:",
        "",
        "/static/*",
        `  Cache-Control: ${CACHE_IMMUTABLE}`,
        "",
      ].join("\n"),
    );
  });

  test("parses back to the same rules (values may contain colons)", () => {
    expect(parseHeadersFile(text)).toEqual(rules);
    expect(parseHeadersFile("/x\n  Link: <https://a.example>; rel=preconnect\n")[0].headers.Link).toBe(
      "<https://a.example>; rel=preconnect",
    );
  });

  test("a header line before any path is an error", () => {
    expect(() => parseHeadersFile("  X-A: 1\n")).toThrow(/outside a path block/);
  });

  test("patterns: * spans segments, dots are literal", () => {
    expect(matchesSource("/static/*", "/static/a/b.png")).toBe(true);
    expect(matchesSource("/favicon.ico", "/faviconXico")).toBe(false);
    expect(matchesSource("/", "/academics")).toBe(false);
  });
});

describe("gatsbyConfigHeaders", () => {
  const config = gatsbyConfigHeaders();
  const all = config.find((rule) => rule.source === "/*");

  test("carries the security headers and the static CSP in Gatsby's {source, headers[{key, value}]} shape", () => {
    const map = Object.fromEntries((all?.headers ?? []).map(({ key, value }) => [key, value]));
    expect(map).toMatchObject(SECURITY_HEADERS);
    expect(map["Content-Security-Policy"]).toBe(formatCsp(staticCspDirectives()));
  });

  test("static files immutable, page data revalidated", () => {
    expect(config).toContainEqual({ source: "/static/*", headers: [{ key: "Cache-Control", value: CACHE_IMMUTABLE }] });
    expect(config).toContainEqual({ source: "/page-data/*", headers: [{ key: "Cache-Control", value: CACHE_REVALIDATE }] });
  });
});
