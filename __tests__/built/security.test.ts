/**
 * Security over the production build: no page keeps an executable inline script (the build moves
 * each into a file, so the CSP allows scripts from 'self' only and never grows), and
 * public/_headers carries that constant policy within the hosts' limits. That no route raises a
 * CSP violation in Chromium (served by nginx on the generated include, whose headers hosts.test.ts
 * proves equal to Cloudflare's), on load or after client-side navigation, is checked on every
 * visit (__tests__/e2e/visitChecks.ts); the headers each host really sends, in
 * __tests__/e2e/hosts.test.ts. A missing build fails here with the command to run (never a skip).
 */
import fs from "fs";
import path from "path";
import { ROUTES, requireBuild } from "../e2e/routes";
import { headersOf } from "../e2e/netlifyHeaders";
import { buildCsp, headersFileProblems, listFiles } from "../../plugins/hosting";
import { inlineEventHandlers, isExecutableType } from "../../plugins/first-paint";

const publicDir = requireBuild();
const headersFile = path.join(publicDir, "_headers");

describe("the built pages and public/_headers", () => {
  const pages = listFiles(publicDir).filter((f) => f.endsWith(".html"));
  const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8");

  test("no page keeps an executable inline script (JSON-LD data blocks may stay)", () => {
    const inline: string[] = [];
    for (const file of pages.filter((f) => !f.startsWith("_gatsby/"))) {
      for (const [, attributes, body] of read(file).matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
        const type = /\stype="([^"]*)"/i.exec(attributes)?.[1];
        if (!/\ssrc=/i.test(attributes) && isExecutableType(type) && body.trim())
          inline.push(`${file}: <script${attributes}>${body.slice(0, 60)}`);
      }
    }
    expect(inline).toEqual([]);
  });

  test("no built page uses inline event handlers (the CSP would block them)", () => {
    const found = pages.flatMap((file) => inlineEventHandlers(read(file)).map((h) => `${file}: ${h}`));
    expect(found).toEqual([]);
  });

  test("every route gets the constant CSP: scripts from 'self' only", () => {
    const paths = ROUTES.map((r) => r.path);
    const headers = headersOf(headersFile, paths);
    for (const route of ROUTES) expect(headers[route.path]["Content-Security-Policy"]).toBe(buildCsp());
    expect(buildCsp()).toContain("script-src 'self' 'wasm-unsafe-eval';");
  });

  test("_headers is within the hosts' limits (2,000 characters a line, 100 rules)", () => {
    expect(headersFileProblems(fs.readFileSync(headersFile, "utf8"))).toEqual([]);
  });
});
