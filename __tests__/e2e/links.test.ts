// Every route: each internal link resolves (200 from the same server npm start uses), each
// #anchor exists on its target page, mailto:/tel: links are well formed, no dead href="#",
// and every same-origin asset the HTML names (img src/srcset, source srcset, link href,
// script src) exists, even ones a lazy image has not asked for yet.
import http from "http";
import { openRoute, origin } from "./browser";
import { ROUTES, assertNoProblems } from "./routes";

interface Fetched {
  status: number;
  body: string;
}
const cache = new Map<string, Promise<Fetched>>();

/** GET through the local server, following redirects (at most 3). */
function fetchPath(pathname: string, hops = 0): Promise<Fetched> {
  const key = pathname;
  if (!cache.has(key)) {
    cache.set(
      key,
      new Promise<Fetched>((resolve, reject) => {
        http
          .get(origin() + pathname, (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (c: Buffer) => chunks.push(c));
            res.on("end", () => {
              const status = res.statusCode ?? 0;
              if (status >= 300 && status < 400 && res.headers.location && hops < 3) {
                resolve(fetchPath(new URL(res.headers.location, origin() + pathname).pathname, hops + 1));
              } else {
                resolve({ status, body: Buffer.concat(chunks).toString("utf8") });
              }
            });
          })
          .on("error", reject);
      }),
    );
  }
  return cache.get(key)!;
}

function hasId(html: string, id: string): boolean {
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`\\sid=["']?${escaped}["'\\s>]`).test(html);
}

describe.each(ROUTES)("$path", (route) => {
  test("internal links, #anchors and assets resolve", async () => {
    const { context, page, problems, label } = await openRoute(route, "desktop", { waitUntil: "load" });
    try {
      const found = await page.evaluate(() => {
        const links = [...document.querySelectorAll("a[href], area[href]")].map((a) => ({
          raw: a.getAttribute("href") ?? "",
          href: (a as HTMLAnchorElement).href,
          text: (a.textContent ?? "").trim().slice(0, 40) || a.getAttribute("aria-label") || "",
        }));
        const assets: string[] = [];
        const addSrcset = (value: string | null) =>
          (value ?? "")
            .split(",")
            .map((s) => s.trim().split(/\s+/)[0])
            .filter(Boolean)
            .forEach((u) => assets.push(new URL(u, location.href).href));
        document.querySelectorAll("img[src], script[src], iframe[src]").forEach((el) => assets.push((el as HTMLImageElement).src));
        document.querySelectorAll("img[srcset], source[srcset]").forEach((el) => addSrcset(el.getAttribute("srcset")));
        document.querySelectorAll("link[href]").forEach((el) => {
          const rel = el.getAttribute("rel") ?? "";
          if (!/canonical|alternate|preconnect|dns-prefetch/.test(rel)) assets.push((el as HTMLLinkElement).href);
        });
        return { links, assets };
      });
      const base = origin();
      const pageHtml = (await fetchPath(route.path)).body;

      for (const link of found.links) {
        const where = `link "${link.text}" (href="${link.raw}")`;
        if (link.raw === "" || link.raw === "#") {
          problems.push(`${label}: dead ${where}`);
          continue;
        }
        if (link.href.startsWith("mailto:")) {
          if (!/^mailto:[^@?\s]+@[a-z0-9.-]+\.[a-z]{2,}(\?.*)?$/i.test(link.href)) problems.push(`${label}: malformed ${where}`);
          continue;
        }
        if (link.href.startsWith("tel:")) {
          if (!/^tel:\+?[0-9-]{7,}$/.test(link.href)) problems.push(`${label}: malformed ${where}`);
          continue;
        }
        if (!link.href.startsWith(base)) continue; // external sites (photo credits) are not fetched offline
        const url = new URL(link.href);
        const samePage = url.pathname === route.path;
        const target = samePage ? { status: 200, body: pageHtml } : await fetchPath(url.pathname);
        if (target.status !== 200) {
          problems.push(`${label}: broken ${where}: ${url.pathname} answers ${target.status}`);
          continue;
        }
        const anchor = decodeURIComponent(url.hash.slice(1));
        if (anchor) {
          if (!hasId(target.body, anchor)) problems.push(`${label}: broken ${where}: no element with id="${anchor}" on ${url.pathname}`);
        }
      }
      for (const asset of new Set(found.assets)) {
        if (!asset.startsWith(base)) continue;
        const { pathname } = new URL(asset);
        const res = await fetchPath(pathname);
        if (res.status !== 200) problems.push(`${label}: missing asset ${pathname} (${res.status})`);
      }
      assertNoProblems(problems, label);
    } finally {
      await context.close();
    }
  });
});
