/**
 * @jest-environment jsdom
 *
 * Search and sharing over the production build in public/ (or E2E_PUBLIC_DIR): every route's
 * head (title, description, canonical, Open Graph, JSON-LD), the sitemap, robots.txt, the web app
 * manifest and icons, and the .ics files of the admissions deadlines. Runs after `gatsby build`
 * (npm run test:e2e builds first); skipped with a message when there is no build.
 */
import fs from "fs";
import path from "path";
import { ALL_ROUTES, projectRoot, publicDir, requireBuild, type Route } from "../e2e/routes";
import ICAL from "ical.js";
import { deadlineIcsPath, formatYears } from "../../plugins/content-schema";
import { PHOTO_ORIGINS } from "../../plugins/photos";
import { builtDate, jsonLdNodes } from "./builtPages";
import { pageAt } from "../content/pages";
import { filled as fill } from "../content/loadContent";

// A missing build fails here with the command to run (never a silent skip).
requireBuild();

const content = (name: string) => JSON.parse(fs.readFileSync(path.join(projectRoot, "content", name), "utf8"));
const site = content("site.json");
const programs: {
  name: string;
  slug: string;
  description: string;
  degree: string;
  duration: { maxYears: number; fullTimeYears?: number };
}[] = content("programs.json").programs;

// Every page: these are checks over the built HTML, cheap per page.
const pages = ALL_ROUTES.filter((r) => !r.notFound);

/** A route's title and description as content writes them: its page copy, or for a program page programPage.json's, filled with the program's words. */
function seoCopy(route: Route): { title: string; description: string } {
  if (!route.program) return pageAt(route.path).seo;
  const program = content("programs.json").programs.find((p: { slug: string }) => p.slug === route.program);
  const values: Record<string, string> = {
    program: program.name,
    summary: program.summary,
    degree: program.degree,
    duration: formatYears(program.duration.minYears, program.duration.maxYears),
  };
  const fillIn = (text: string) => text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  const { seo } = content("programPage.json");
  return { title: fillIn(seo.title), description: fillIn(seo.description) };
}
const readHtml = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8");
const parse = (html: string) => new DOMParser().parseFromString(html, "text/html");

/** The content of every <meta> with this name or property. */
const metaContent = (doc: Document, key: string) =>
  Array.from(doc.querySelectorAll(`meta[name="${key}"], meta[property="${key}"]`), (m) => m.getAttribute("content") ?? "");
const titleOf = (doc: Document) => doc.querySelector("title")?.textContent ?? "";
const canonicalOf = (doc: Document) => Array.from(doc.querySelectorAll('link[rel="canonical"]'), (l) => l.getAttribute("href") ?? "");

describe("head of every route", () => {
  const heads = pages.map((route) => {
    const html = readHtml(route.html);
    return { route, html, doc: parse(html) };
  });

  test.each(heads.map((h) => [h.route.path, h] as const))("%s: lang, one title, one description, canonical, theme-color", (_path, head) => {
    const { route, html, doc } = head;
    const copy = { seo: seoCopy(route) };
    expect(html).toMatch(/<html[^>]*\slang="en"/);
    expect(html.match(/<title[^>]*>/g)).toHaveLength(1);
    const title = titleOf(doc);
    expect(title).toMatch(/ \| BCU$/);
    if (route.path !== "/") expect(title).toBe(`${fill(copy.seo.title)} | ${site.shortName}`);
    expect(metaContent(doc, "description")).toEqual([fill(copy.seo.description)]);
    const expectedCanonical = route.path === "/" ? `${site.siteUrl}/` : `${site.siteUrl}${route.path}`;
    expect(canonicalOf(doc)).toEqual([expectedCanonical]);
    expect(metaContent(doc, "theme-color")).toEqual([site.themeColor]);
  });

  test.each(heads.map((h) => [h.route.path, h.doc] as const))("%s: Open Graph and Twitter card with a 1200x630 CDN image", (_path, doc) => {
    const [image] = metaContent(doc, "og:image");
    const url = new URL(image);
    expect(Object.values(PHOTO_ORIGINS)).toContain(url.origin);
    expect(url.searchParams.get("w")).toBe("1200");
    expect(url.searchParams.get("h")).toBe("630");
    expect(metaContent(doc, "og:image:width")).toEqual(["1200"]);
    expect(metaContent(doc, "og:image:height")).toEqual(["630"]);
    expect(metaContent(doc, "og:image:alt")[0]).toBeTruthy();
    expect(metaContent(doc, "og:title")).toEqual([titleOf(doc)]);
    expect(metaContent(doc, "og:description")).toEqual(metaContent(doc, "description"));
    expect(metaContent(doc, "og:url")).toEqual(canonicalOf(doc));
    expect(metaContent(doc, "og:type")).toEqual(["website"]);
    expect(metaContent(doc, "twitter:card")).toEqual(["summary_large_image"]);
    expect(metaContent(doc, "twitter:image")).toEqual([image]);
  });

  test("titles, descriptions and canonicals are unique per route", () => {
    for (const pick of [titleOf, (d: Document) => metaContent(d, "description")[0], (d: Document) => canonicalOf(d)[0]]) {
      const values = heads.map(({ doc }) => pick(doc));
      expect(new Set(values).size).toBe(values.length);
    }
  });

  test("the 404 page is noindex", () => {
    expect(metaContent(parse(readHtml("404.html")), "robots")).toContain("noindex");
  });
});

describe("JSON-LD", () => {
  test.each(pages.map((r) => [r.path, r] as const))("%s: parses and names the university as CollegeOrUniversity", (_path, route) => {
    const nodes = jsonLdNodes(parse(readHtml(route.html)));
    const orgs = nodes.filter((n) => n["@type"] === "CollegeOrUniversity");
    expect(orgs).toHaveLength(1);
    const [org] = orgs;
    expect(org).toMatchObject({
      name: site.name,
      telephone: site.phone.e164,
      foundingDate: String(site.foundingYear),
      url: `${site.siteUrl}/`,
    });
    expect(org.address).toMatchObject({
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
    });
    expect(fs.existsSync(path.join(publicDir, new URL(String(org.logo)).pathname))).toBe(true);
  });

  // Program pages say what they are as an EducationalOccupationalProgram (program-pages.test.ts).
  const contentPages = pages.filter((r) => !r.program);
  test.each(contentPages.map((r) => [r.path, r] as const))("%s: the page as WebPage, and its BreadcrumbList from Home", (_path, route) => {
    const doc = parse(readHtml(route.html));
    const nodes = jsonLdNodes(doc);
    const canonical = canonicalOf(doc)[0];
    const webPages = nodes.filter((n) => n["@type"] === "WebPage");
    expect(webPages).toHaveLength(1);
    expect(webPages[0]).toMatchObject({ url: canonical, description: fill(pageAt(route.path).seo.description) });
    const [crumbs] = nodes.filter((n) => n["@type"] === "BreadcrumbList");
    const items = crumbs.itemListElement as Array<Record<string, unknown>>;
    expect(items[0]).toMatchObject({ position: 1, item: `${site.siteUrl}/` });
    expect(items.at(-1)).toMatchObject({ position: items.length, item: canonical });
  });

  test("/academics: one EducationalOccupationalProgram per program", () => {
    const academics = pages.find((r) => r.path === "/academics/");
    if (!academics) throw new Error("no /academics/ route in __tests__/e2e/routes.ts");
    const nodes = jsonLdNodes(parse(readHtml(academics.html))).filter((n) => n["@type"] === "EducationalOccupationalProgram");
    expect(nodes.map((n) => n.name)).toEqual(programs.map((p) => p.name));
    for (const program of programs) {
      const node = nodes.find((n) => n.name === program.name)!;
      expect(node.description).toBe(program.description);
      expect(node.educationalCredentialAwarded).toBe(program.degree);
      expect(node.timeToComplete).toBe(`P${program.duration.fullTimeYears ?? program.duration.maxYears}Y`);
      // The deadline only while it is ahead on the build's day: never a passed or rolling one.
      const date = content("deadlines.json").deadlines.find((d: { program: string; date?: string }) => d.program === program.name)?.date;
      expect([program.name, node.applicationDeadline]).toEqual([program.name, date && date >= builtDate() ? date : undefined]);
    }
  });
});

describe("sitemap and robots.txt", () => {
  test("sitemap-index.xml points at sitemaps listing exactly the page routes and every program page", () => {
    const index = fs.readFileSync(path.join(publicDir, "sitemap-index.xml"), "utf8");
    const sitemaps = Array.from(index.matchAll(/<loc>([^<]+)<\/loc>/g), (m) => m[1]);
    expect(sitemaps.length).toBeGreaterThan(0);
    const locs = sitemaps.flatMap((url) => {
      expect(url.startsWith(`${site.siteUrl}/`)).toBe(true);
      const xml = fs.readFileSync(path.join(publicDir, new URL(url).pathname), "utf8");
      return Array.from(xml.matchAll(/<loc>([^<]+)<\/loc>/g), (m) => m[1]);
    });
    const expected = ALL_ROUTES.filter((r) => !r.notFound).map((r) => (r.path === "/" ? `${site.siteUrl}/` : `${site.siteUrl}${r.path}`));
    expect([...locs].sort()).toEqual([...expected].sort());
    expect(locs.join(" ")).not.toMatch(/404|dev-404-page/);
  });

  test("robots.txt allows crawling and names the sitemap index", () => {
    const robots = fs.readFileSync(path.join(publicDir, "robots.txt"), "utf8");
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
    expect(robots).toMatch(new RegExp(`^Sitemap: ${site.siteUrl.replace(/\./g, "\\.")}/sitemap-index\\.xml$`, "m"));
  });
});

describe("web app manifest and icons", () => {
  test("manifest names the site and its icons exist", () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(publicDir, "manifest.webmanifest"), "utf8"));
    expect(manifest).toMatchObject({ name: site.name, short_name: site.shortName, start_url: "/", theme_color: site.themeColor });
    const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes);
    expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    for (const icon of manifest.icons as { src: string }[]) {
      const file = path.join(publicDir, icon.src.split("?")[0]);
      expect(fs.existsSync(file)).toBe(true);
      expect(fs.readFileSync(file).subarray(1, 4).toString("ascii")).toBe("PNG");
    }
  });

  test("/favicon.ico is an icon file, and every page links the manifest and an icon", () => {
    const ico = fs.readFileSync(path.join(publicDir, "favicon.ico"));
    expect(ico.readUInt16LE(0)).toBe(0);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBeGreaterThan(0);
    for (const route of pages) {
      const doc = parse(readHtml(route.html));
      expect(doc.querySelector('link[rel="manifest"]')?.getAttribute("href")).toBe("/manifest.webmanifest");
      for (const icon of doc.querySelectorAll('link[rel="icon"]')) {
        expect(fs.existsSync(path.join(publicDir, icon.getAttribute("href")!.split("?")[0]))).toBe(true);
      }
    }
  });
});

describe("add-to-calendar files", () => {
  const deadlines: { program: string; date?: string }[] = content("deadlines.json").deadlines;
  // Only a deadline still ahead on the build's day gets a file.
  const ahead = deadlines.filter((d) => d.date && d.date >= builtDate());

  const checkEvent = (program: string, date: string) => {
    const text = fs.readFileSync(path.join(publicDir, deadlineIcsPath(program)), "utf8");
    expect(text.endsWith("\r\n") && !/[\r\n]/.test(text.replace(/\r\n/g, ""))).toBe(true);
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.name).toBe("vcalendar");
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("prodid")).toBeTruthy();
    const events = calendar.getAllSubcomponents("vevent");
    expect(events).toHaveLength(1);
    const [event] = events;
    const [y, m, d] = date.split("-").map(Number);
    const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
    expect(event.getFirstProperty("dtstart")?.type).toBe("date");
    expect(String(event.getFirstPropertyValue("dtstart"))).toBe(date);
    expect(event.getFirstProperty("dtend")?.type).toBe("date");
    expect(String(event.getFirstPropertyValue("dtend"))).toBe(next);
    expect(String(event.getFirstPropertyValue("dtstamp"))).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(event.getFirstPropertyValue("uid")).toBe(`${path.basename(deadlineIcsPath(program), ".ics")}@${site.domain}`);
    expect(event.getFirstPropertyValue("summary")).toContain(program);
  };
  test("each deadline still ahead: a valid all-day event on its date", () => {
    for (const d of ahead) checkEvent(d.program, d.date!);
  });

  test("no calendar file for a passed deadline or one without a date, and no stray files", () => {
    const expected = ahead.map((d) => path.basename(deadlineIcsPath(d.program)));
    const dir = path.join(publicDir, "calendar");
    // (The events' files are in calendar/events/: events.test.ts.)
    const files = fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((f) => (f.isFile() ? [f.name] : [])) : [];
    expect(files.sort()).toEqual(expected.sort());
  });
});
