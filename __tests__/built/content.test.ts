/**
 * @jest-environment jsdom
 *
 * The built site without a browser: each route's static HTML in public/ (or E2E_PUBLIC_DIR)
 * already holds its headings and key figures, so they show without JavaScript and to crawlers.
 * Expected strings come from the page files and the records their blocks show (headings, stats,
 * deadlines, programs, ...), with every {token} filled, so a content edit never breaks this test.
 * A program page's own figures are checked by __tests__/built/program-pages.test.ts.
 */
import { formatIsoDate } from "../../src/lib/deadlines";
import fs from "fs";
import path from "path";
import { ALL_ROUTES, publicDir, projectRoot, type Route, requireBuild } from "../e2e/routes";
import { formatUsdCompact } from "../../plugins/content-schema";
import { filled as fill, loadContent } from "../content/loadContent";
import { notFoundPage, pageAt, type PageFile } from "../content/pages";

const docs = loadContent();
const content = (name: string) => docs.get(name);

const programs: { name: string; degree: string }[] = content("programs.json").programs;

/** A program page's words: programPage.json, for every program. */
const programCopy = "programPage.json";

/** Every `heading`/`headline` string in a page's copy, filled. */
function headingsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(headingsOf);
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, v]) =>
      (key === "heading" || key === "headline") && typeof v === "string" ? [fill(v)] : headingsOf(v),
    );
  }
  return [];
}

const programOf = (route: Route) =>
  (content("programs.json").programs as { slug: string; name: string }[]).find((p) => p.slug === route.program);

/** Key figures and record texts a content page must show: those of the records its blocks show. */
function figuresOf(page: PageFile): string[] {
  const stats = content("stats.json");
  const values = (list: { value: string; label: string }[]) => list.flatMap((s) => [fill(s.value), fill(s.label)]);
  const deadlines = content("deadlines.json");
  return page.blocks.flatMap((block): string[] => {
    switch (block.type) {
      case "figures":
        // A content page's sets are stats.json's (a program's own: program-pages.test.ts).
        return values(stats[block.figures]);
      case "programTiles":
        return programs.map((p) => p.name);
      case "stories":
        return content("stories.json").stories.map((s: { name: string }) => s.name);
      case "programList":
        return programs.flatMap((p) => [p.name, p.degree]);
      case "deadlines":
        return deadlines.deadlines.flatMap((d: { program: string; date?: string }) => [
          d.program,
          d.date ? formatIsoDate(d.date) : deadlines.labels.rollingDate,
        ]);
      case "checklist":
        // A checklist of a content file's records (the admission requirements); lines written in the block are its own.
        return block.records === "requirements" ? content("requirements.json").requirements : [];
      case "processSteps":
        return content("applicationSteps.json").steps.map((s: { title: string }) => s.title);
      case "fundingAreas":
        return content("researchAreas.json").areas.flatMap((a: { title: string; fundingUsd: number }) => [
          a.title,
          formatUsdCompact(a.fundingUsd),
        ]);
      case "publications":
        return content("publications.json").publications.map((p: { title: string }) => p.title);
      case "points":
        // Points of a content file's records (the core values); points written in the block are its own.
        return block.records === "coreValues" ? content("coreValues.json").values.map((v: { title: string }) => v.title) : [];
      case "timeline":
        return content("timeline.json").entries.map((e: { year: number | string }) => String(e.year));
      default:
        return [];
    }
  });
}

const norm = (s: string) => s.replace(/[\s\u00a0]+/g, " ").trim();
/** Visible text: every text node, one space between tags (the parser has decoded the entities). */
function textOf(el: Element): string {
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? "");
  return norm(parts.join(" "));
}

// A missing build fails here with the command to run (never a silent skip).
requireBuild();

describe("built HTML holds each route's headings and key figures", () => {
  test.each(ALL_ROUTES.map((r) => [r.path, r]))("%s", (_path, route) => {
    const copy = route.notFound ? notFoundPage() : route.program ? content(programCopy) : pageAt(route.path);
    const source = route.program ? `content/${programCopy}` : `the page file with path ${copy.path}`;
    const file = path.join(publicDir, route.html);
    if (!fs.existsSync(file)) throw new Error(`${route.path}: ${path.relative(projectRoot, file)} is not in the build`);
    const main = new DOMParser().parseFromString(fs.readFileSync(file, "utf8"), "text/html").querySelector("main");
    if (!main) throw new Error(`${route.path}: the static HTML has no <main>`);
    main.querySelectorAll("script, style, noscript").forEach((el) => el.remove());
    const headings = Array.from(main.querySelectorAll("h1, h2, h3, h4, h5, h6"), textOf);
    const text = textOf(main);
    const problems: string[] = [];
    if (!main.querySelector("h1")) problems.push("no <h1> in <main>");
    // A program page shows its story section only when a story is from that program.
    const storyless =
      route.program && !content("stories.json").stories.some((s: { program: string }) => s.program === programOf(route)?.name);
    if (storyless)
      copy.blocks = copy.blocks.filter(
        (block: { type: string; show?: string }) => !(block.type === "programText" && block.show === "story"),
      );
    for (const heading of headingsOf(route.program ? copy : copy.blocks)) {
      if (!headings.some((h) => h.includes(norm(heading))))
        problems.push(`heading "${heading}" (from ${source}) is not an <h1>-<h6> in the static HTML`);
    }
    for (const figure of route.program ? [] : figuresOf(copy)) {
      if (!text.includes(norm(figure))) problems.push(`"${figure}" is not in the static HTML of <main>`);
    }
    if (problems.length)
      throw new Error(`${route.path} (built HTML, no JavaScript): ${problems.length} problem(s)\n  ${problems.join("\n  ")}`);
  });

  test.each(ALL_ROUTES.map((r) => [r.path, r]))("%s: no {token} reaches the page (HTML, head or page data)", (_path, route) => {
    // The GraphQL layer fills every count {token} in every content string (@fillTokens); pages print.
    const html = fs.readFileSync(path.join(publicDir, route.html), "utf8");
    expect(html).not.toMatch(/\{[A-Za-z]+Count(InWords)?\}/);
    const dataKey = route.notFound ? "404.html" : route.path === "/" ? "index" : route.path.slice(1);
    const pageData = fs.readFileSync(path.join(publicDir, "page-data", dataKey, "page-data.json"), "utf8");
    expect(pageData).not.toMatch(/\{[A-Za-z]+Count(InWords)?\}/);
  });
  // The spec's figures themselves are checked once, against content/, in
  // __tests__/content/specConstants.test.ts (so adding a program changes nothing here).
});
