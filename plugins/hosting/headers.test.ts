/**
 * @jest-environment node
 */
import fs from "fs";
import os from "os";
import path from "path";
import {
  CACHE_IMMUTABLE,
  HEADERS_FILE_LIMITS,
  SECURITY_HEADERS,
  buildCsp,
  formatHeadersFile,
  gatsbyConfigHeaders,
  headerRules,
  headersFileProblems,
  type HeaderRule,
} from "./headers";
import { headersOf } from "../../__tests__/e2e/netlifyHeaders";

/** A policy as directive -> sources. */
function parseCsp(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name.toLowerCase(), sources]),
  );
}

describe("the CSP", () => {
  const csp = parseCsp(buildCsp());

  test("scripts from the site only: no hash, no 'unsafe-inline', so it is the same for every build", () => {
    // 'wasm-unsafe-eval' lets the site search compile its WebAssembly; no eval() of JavaScript.
    expect(csp.get("script-src")).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  });

  test("the fixed directives", () => {
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("img-src")).toEqual(["'self'", "data:", "https://images.unsplash.com", "https://images.pexels.com"]);
    expect(csp.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("form-action")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
    expect(csp.has("manifest-src")).toBe(false); // default-src covers it; WebKitGTK warns about the directive
    expect(csp.get("font-src")).toEqual(["'self'"]);
  });

  test("fits CloudFront's 1,783-character cap on a CSP", () => {
    expect(buildCsp().length).toBeLessThan(1783);
  });
});

describe("headerRules, read back by Netlify's parser", () => {
  let file: string;
  beforeAll(() => {
    file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "headers-")), "_headers");
    fs.writeFileSync(file, formatHeadersFile(headerRules(), "test"));
  });
  afterAll(() => fs.rmSync(path.dirname(file), { recursive: true, force: true }));

  const paths = {
    page: ["/", "/academics/", "/404.html", "/academics/index.html"],
    revalidated: [
      "/page-data/index/page-data.json",
      "/page-data/app-data.json",
      "/manifest.webmanifest",
      "/icons/icon-48x48.png",
      "/robots.txt",
    ],
    immutable: [
      "/app-0d6d89557de60204b05f.js",
      "/452-2ef9027c302a1e3a79b0.js",
      "/app.d206cc2824bd792b20f1.css",
      "/page-scripts/0123456789abcdef0123.js",
      "/framework-c02eddc8faa7b8467bb5.js.LICENSE.txt",
      "/static/abc123/photo.png",
    ],
  };
  const all = [...paths.page, ...paths.revalidated, ...paths.immutable, "/calendar/x.ics", "/unknown"];

  test("every path gets the CSP and the security headers", () => {
    const headers = headersOf(file, all);
    for (const p of all) {
      expect(headers[p]["Content-Security-Policy"]).toBe(buildCsp());
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[p][name]).toBe(value);
    }
  });

  test("every content-hashed file (async chunks too) is immutable; no rule names a page or page data", () => {
    const headers = headersOf(file, all);
    for (const p of paths.immutable) expect({ p, cache: headers[p]["Cache-Control"] }).toEqual({ p, cache: CACHE_IMMUTABLE });
    // Pages and unhashed files keep the hosts' default, public, max-age=0, must-revalidate.
    for (const p of [...paths.page, ...paths.revalidated])
      expect({ p, cache: headers[p]["Cache-Control"] }).toEqual({ p, cache: undefined });
    expect(headers["/calendar/x.ics"]["Content-Type"]).toBe("text/calendar; charset=utf-8");
  });

  test("a constant number of rules, whatever the build", () => {
    expect(headerRules()).toHaveLength(6);
  });
});

describe("_headers file format", () => {
  const rules: HeaderRule[] = [
    { source: "/*", headers: { "X-A": "1", "Content-Security-Policy": "default-src 'self'; img-src data:" } },
    { source: "/static/*", headers: { "Cache-Control": CACHE_IMMUTABLE } },
  ];

  test("path line, indented Name: value lines, blank line between blocks, comments with #", () => {
    expect(formatHeadersFile(rules, "generated\nsecond line")).toBe(
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
});

describe("headersFileProblems: the hosts' limits (Cloudflare drops longer lines and later rules silently)", () => {
  const rule = (i: number) => `/r${i}\n  X-A: 1\n`;

  test("the generated file is within them", () => {
    expect(headersFileProblems(formatHeadersFile(headerRules(), "x"))).toEqual([]);
  });

  test("a line over 2,000 characters is named by its number", () => {
    const text = `/*\n  X-A: 1\n  Content-Security-Policy: ${"a".repeat(HEADERS_FILE_LIMITS.maxLineLength)}\n`;
    expect(headersFileProblems(text)).toEqual([
      expect.stringMatching(/^_headers line 3 has 2027 characters, over the hosts' limit of 2000/),
    ]);
    expect(headersFileProblems(`/*\n  X: ${"a".repeat(1993)}\n`)).toEqual([]); // exactly 2,000
  });

  test("rule 101 is named by its line", () => {
    const hundred = Array.from({ length: 100 }, (_, i) => rule(i)).join("");
    expect(headersFileProblems(hundred)).toEqual([]);
    expect(headersFileProblems(`# comment\n${hundred}${rule(100)}`)).toEqual([
      "_headers line 202 starts rule 101, over the hosts' limit of 100 rules: /r100",
    ]);
  });
});

describe("gatsbyConfigHeaders", () => {
  const config = gatsbyConfigHeaders();
  const all = config.find((rule) => rule.source === "/*");

  test("carries the security headers and the same CSP in Gatsby's {source, headers[{key, value}]} shape", () => {
    const map = Object.fromEntries((all?.headers ?? []).map(({ key, value }) => [key, value]));
    expect(map).toMatchObject(SECURITY_HEADERS);
    expect(map["Content-Security-Policy"]).toBe(buildCsp());
  });
});
