/** @jest-environment jsdom */
// The paged program list over the built HTML: across the pages of a list (/academics/,
// /academics/2/, ...) every program's card links its page exactly once, each page has its own
// title and canonical URL, and each page's nav leads to its neighbours. On the launch's programs
// that is one page with no nav. Set E2E_PUBLIC_DIR and BCU_SITE_ROOT to check a generated copy
// (the bench's scale stage) the same way.
import fs from "fs";
import path from "path";
import { requireBuild } from "../e2e/routes";
import { allPages, programPagePath, type SourcedPage } from "../../plugins/pages";
import { PROJECT_ROOT } from "../../scripts/lib/routes";

const dir = requireBuild();
const root = process.env.BCU_SITE_ROOT ? path.resolve(process.env.BCU_SITE_ROOT) : PROJECT_ROOT;
const { programs } = JSON.parse(fs.readFileSync(path.join(root, "content", "programs.json"), "utf8")) as { programs: { slug: string }[] };

/** The pages made of each content file with a program list, with the list's anchor id. */
const lists = new Map<string, { id: string; pages: SourcedPage[] }>();
for (const page of allPages(root)) {
  const block = (JSON.parse(fs.readFileSync(page.file, "utf8")) as { blocks: { type: string; id?: string }[] }).blocks.find(
    (b) => b.type === "programList",
  );
  if (!block?.id) continue;
  const entry = lists.get(page.file) ?? { id: block.id, pages: [] };
  entry.pages.push(page);
  lists.set(page.file, entry);
}

const load = (route: string): Document => {
  const file = path.join(dir, route.slice(1), "index.html");
  return new DOMParser().parseFromString(fs.readFileSync(file, "utf8"), "text/html");
};

test("some content page has a program list", () => {
  expect(lists.size).toBeGreaterThan(0);
});

describe.each([...lists.entries()].map(([file, list]) => [path.relative(root, file), list] as const))("%s", (_file, list) => {
  const docs = list.pages.map((page) => ({ page, doc: load(page.path) }));

  test("its pages link every program's page exactly once, from the list's cards", () => {
    const counts = new Map(programs.map((p) => [programPagePath(p.slug), 0]));
    for (const { doc } of docs) {
      const section = doc.getElementById(list.id);
      expect(section).not.toBeNull();
      // Each card's one link to its page (View program); its others go to the comparison or e-mail.
      for (const link of section!.querySelectorAll("article a[href^='/academics/']:not([href*='?'])")) {
        const href = link.getAttribute("href")!;
        expect(counts.has(href)).toBe(true);
        counts.set(href, counts.get(href)! + 1);
      }
    }
    expect([...counts.entries()].filter(([, n]) => n !== 1)).toEqual([]);
  });

  test("each page has its own title and its own canonical URL", () => {
    const titles = docs.map(({ doc }) => doc.title);
    expect(new Set(titles).size).toBe(docs.length);
    for (const { page, doc } of docs) {
      expect(new URL(doc.querySelector('link[rel="canonical"]')!.getAttribute("href")!).pathname).toBe(page.path);
    }
  });

  test("a nav leads through the pages when there are several, none when one", () => {
    docs.forEach(({ doc }, i) => {
      const nav = doc.getElementById(list.id)!.querySelector("nav[aria-label] [aria-current='page']")?.closest("nav");
      if (docs.length === 1) {
        expect(nav ?? null).toBeNull();
        return;
      }
      expect(nav).toBeTruthy();
      expect(nav!.querySelector("[aria-current='page']")!.textContent).toBe(String(i + 1));
      expect(nav!.querySelector("a[rel='prev']")?.getAttribute("href") ?? null).toBe(i > 0 ? docs[i - 1].page.path : null);
      expect(nav!.querySelector("a[rel='next']")?.getAttribute("href") ?? null).toBe(i < docs.length - 1 ? docs[i + 1].page.path : null);
    });
  });
});
