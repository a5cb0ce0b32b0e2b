/**
 * The built site without a browser: each route's static HTML in public/ (or E2E_PUBLIC_DIR)
 * already holds its headings and key figures, so they show without JavaScript and to crawlers.
 * Expected strings come from the page files and the records their blocks show (headings, stats,
 * deadlines, programs, ...), with
 * {programCount} filled in, so a content edit never breaks this test; the money labels are
 * formatted here independently, as the spec words them ("$800K+", "$1.2M+").
 */
import { formatIsoDate } from "../../src/lib/deadlines";
import fs from "fs";
import path from "path";
import { ALL_ROUTES, publicDir, projectRoot, type Route, requireBuild } from "../e2e/routes";
import { COUNTED_RECORDS, countsFromDocs, fillTokens } from "../../plugins/content-schema";
import { notFoundPage, pageAt, type PageFile } from "../content/pages";

const content = (name: string) => JSON.parse(fs.readFileSync(path.join(projectRoot, "content", name), "utf8"));

const programs: { name: string; degree: string }[] = content("programs.json").programs;
// Every {token} filled as the GraphQL layer's @fillTokens does, from the records.
const tokenCounts = countsFromDocs(new Map(Object.values(COUNTED_RECORDS).map(({ file }) => [file, content(file)])));
const fill = (text: string) => fillTokens(text, tokenCounts);

/** 800000 -> "$800K+", 1200000 -> "$1.2M+" (the spec's labels; rounded down so "+" holds). */
function usd(amount: number): string {
  const [size, suffix] = amount >= 1e6 ? [1e6, "M"] : [1e3, "K"];
  return `$${String(Math.floor((amount / size) * 10) / 10)}${suffix}+`;
}

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

/** Key figures and record texts a route must show: a program's own, or those of the records its page's blocks show. */
function figuresOf(route: Route, page: PageFile): string[] {
  if (route.program) {
    const program = content("programs.json").programs.find((p: { slug: string }) => p.slug === route.program);
    return [
      program.name,
      program.degree,
      program.overview,
      ...program.curriculum.map((y: { title: string }) => y.title),
      ...program.outcomes.map((o: { percent: number }) => `${o.percent}%`),
      program.accreditation.body,
    ];
  }
  const stats = content("stats.json");
  const values = (list: { value: string; label: string }[]) => list.flatMap((s) => [fill(s.value), fill(s.label)]);
  const deadlines = content("deadlines.json");
  return page.blocks.flatMap((block): string[] => {
    switch (block.type) {
      case "figures":
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
      case "requirements":
        return content("requirements.json").requirements;
      case "processSteps":
        return content("applicationSteps.json").steps.map((s: { title: string }) => s.title);
      case "organizations":
        return values(stats.studentExperience);
      case "fundingAreas":
        return content("researchAreas.json").areas.flatMap((a: { title: string; fundingUsd: number }) => [a.title, usd(a.fundingUsd)]);
      case "publications":
        return content("publications.json").publications.map((p: { title: string }) => p.title);
      case "coreValues":
        return content("coreValues.json").values.map((v: { title: string }) => v.title);
      case "timeline":
        return content("timeline.json").entries.map((e: { year: number | string }) => String(e.year));
      default:
        return [];
    }
  });
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", "#39": "'", "#x27": "'" };
function decode(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, h) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d) => String.fromCodePoint(Number(d)))
    .replace(/&([a-z0-9#]+);/gi, (m, name) => ENTITIES[name] ?? m);
}
/** Visible-ish text: tags, scripts, styles and comments removed, entities decoded, spaces collapsed. */
function textOf(html: string): string {
  return decode(
    html
      .replace(/<(script|style|noscript)\b[\s\S]*?<\/\1>/gi, " ")
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/<[^>]+>/g, " "),
  )
    .replace(/[\s\u00a0]+/g, " ")
    .trim();
}
const norm = (s: string) => s.replace(/[\s\u00a0]+/g, " ").trim();

// A missing build fails here with the command to run (never a silent skip).
requireBuild();

describe("built HTML holds each route's headings and key figures", () => {
  test.each(ALL_ROUTES.map((r) => [r.path, r]))("%s", (_path, route) => {
    const copy = route.notFound ? notFoundPage() : route.program ? content(programCopy) : pageAt(route.path);
    const source = route.program ? `content/${programCopy}` : `the page file with path ${copy.path}`;
    const file = path.join(publicDir, route.html);
    if (!fs.existsSync(file)) throw new Error(`${route.path}: ${path.relative(projectRoot, file)} is not in the build`);
    const html = fs.readFileSync(file, "utf8");
    const main = html.match(/<main\b[\s\S]*<\/main>/i)?.[0];
    if (!main) throw new Error(`${route.path}: the static HTML has no <main>`);
    const headings = [...main.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/gi)].map((m) => textOf(m[2]));
    const text = textOf(main);
    const problems: string[] = [];
    if (!/<h1\b/i.test(main)) problems.push("no <h1> in <main>");
    // A program page shows its story section only when a story is from that program.
    const storyless =
      route.program && !content("stories.json").stories.some((s: { program: string }) => s.program === programOf(route)?.name);
    if (storyless) delete copy.story;
    for (const heading of headingsOf(route.program ? copy : copy.blocks)) {
      if (!headings.some((h) => h.includes(norm(heading))))
        problems.push(`heading "${heading}" (from ${source}) is not an <h1>-<h6> in the static HTML`);
    }
    for (const figure of figuresOf(route, copy)) {
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
