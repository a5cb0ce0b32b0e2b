// Two accessibility engines besides axe, injected into the page as axe is, run by the visits
// (visitChecks.ts) on every route at 375 px (menu closed and open) and 1280 px (issue 24, point 10):
// - IBM Equal Access (npm accessibility-checker-engine, ruleset IBM_Accessibility): its
//   violations (result level "violation", value FAIL). Its "potential violation" and "manual"
//   levels are questions to a person ("verify the contrast of text with a shadow", "confirm this
//   element should be tabbable"), not findings, and the engine's own checker does not count them.
// - HTML_CodeSniffer (npm html_codesniffer, standard WCAG2AA): its errors (type 1). Warnings and
//   notices are its "needs review" levels (e.g. text over a translucent background: it cannot
//   compose the layers, so it asks); the transparent nav bar's contrast over the home hero is
//   proven by navBarOverPhotoProblems instead.
// A finding judged not real is allowed by engine, rule id and a selector, with its reason, in
// ALLOWED; nothing is allowed wholesale. Today the list is empty.
// Also: the nav bar's words over the home hero are readable over any photo (the worst case: its
// translucent background over pure white or pure black), which no engine can see.
import fs from "fs";
import path from "path";
import type { Page } from "playwright-core";
import { animationsSettled, describeElementSource, EVERY_FRAME, reached } from "./browser";
import { projectRoot } from "./routes";

const ENGINES = {
  ibm: fs.readFileSync(path.join(projectRoot, "node_modules/accessibility-checker-engine/ace.js"), "utf8"),
  htmlcs: fs.readFileSync(path.join(projectRoot, "node_modules/html_codesniffer/build/HTMLCS.js"), "utf8"),
};

export interface Finding {
  engine: "ibm" | "htmlcs";
  rule: string;
  where: string; // a short CSS path of the element
  message: string;
  mark: string; // the element's data-finding, to match it against ALLOWED's selectors
}

/** Findings judged not real: engine, rule, a selector the element must match, and why. */
const ALLOWED: ReadonlyArray<{ engine: Finding["engine"]; rule: string; selector: string; reason: string }> = [];

/** The engines' findings on the page, or within the element `within` selects (the header). */
export async function a11yEngineFindings(page: Page, within?: string): Promise<Finding[]> {
  // Judge what rests on screen: no opening menu or cross-fading story caught halfway.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.timeline !== document.timeline));
  await page.evaluate(describeElementSource); // evaluate, not addScriptTag: the site's CSP blocks inline scripts
  // Names each element a finding is about (a short CSS path) and marks it for ALLOWED's selectors.
  await page.evaluate(() => {
    const w = window as unknown as { __describe: (el: Element) => string; __mark: (el: unknown) => { where: string; mark: string } };
    let next = 0;
    w.__mark = (el) => {
      if (!(el instanceof Element)) return { where: String(el), mark: "" };
      if (!el.hasAttribute("data-finding")) el.setAttribute("data-finding", String(next++));
      return { where: w.__describe(el), mark: el.getAttribute("data-finding")! };
    };
  });
  // Each engine is injected once per page (about a megabyte of script).
  if (await page.evaluate(() => !("ace" in window))) await page.evaluate(ENGINES.ibm);
  const ibm = await page.evaluate(async (scope) => {
    type Result = { ruleId: string; value: [string, string]; path: { dom: string }; message: string };
    const w = window as unknown as {
      ace: { Checker: new () => { check(doc: Document | Element, rulesets: string[]): Promise<{ results: Result[] }> } };
      __mark: (el: unknown) => { where: string; mark: string };
    };
    const report = await new w.ace.Checker().check(scope ? document.querySelector(scope)! : document, ["IBM_Accessibility"]);
    return report.results
      .filter((r) => r.value[0] === "VIOLATION" && r.value[1] === "FAIL")
      .map((r) => {
        const el = document.evaluate(r.path.dom, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue;
        return { engine: "ibm" as const, rule: r.ruleId, message: r.message, ...w.__mark(el ?? r.path.dom) };
      });
  }, within);
  if (await page.evaluate(() => !("HTMLCS" in window))) await page.evaluate(ENGINES.htmlcs);
  const htmlcs = await page.evaluate(
    (scope) =>
      new Promise<Finding[]>((resolve) => {
        const w = window as unknown as {
          HTMLCS: {
            process(standard: string, doc: Document | Element, done: () => void): void;
            getMessages(): { type: number; code: string; element: unknown; msg: string }[];
          };
          __mark: (el: unknown) => { where: string; mark: string };
        };
        w.HTMLCS.process("WCAG2AA", scope ? document.querySelector(scope)! : document, () =>
          resolve(
            w.HTMLCS.getMessages()
              .filter((m) => m.type === 1)
              .map((m) => ({ engine: "htmlcs" as const, rule: m.code, message: m.msg, ...w.__mark(m.element) })),
          ),
        );
      }),
    within,
  );
  const all = [...ibm, ...htmlcs];
  const allowed = await page.evaluate(
    ({ list, rules }) =>
      list.map((f) =>
        rules.some(
          (a) =>
            a.engine === f.engine &&
            a.rule === f.rule &&
            document.querySelector(`[data-finding="${f.mark}"]`)?.matches(a.selector) === true,
        ),
      ),
    { list: all, rules: ALLOWED },
  );
  return all.filter((_f, i) => !allowed[i]);
}

/** One line per finding: "<label>: <engine> <rule>: <element> (<message>)". */
export const describeFinding = (label: string) => (f: Finding) =>
  `${label}: ${f.engine} ${f.rule}: ${f.where} (${f.message.slice(0, 160)})`;

/**
 * The nav bar over the home hero, scrolled to the top with the bar transparent: every word of it
 * reaches 4.5:1 (3:1 large) over any photo. Leaves the page at the top.
 */
export async function navBarOverPhotoProblems(page: Page, label: string): Promise<string[]> {
  await page.evaluate(() => window.scrollTo({ top: 0, left: 0, behavior: "instant" }));
  if (
    !(await reached(
      page.waitForFunction(() => document.querySelector("header")?.getAttribute("data-solid") === "false", undefined, EVERY_FRAME),
    ))
  )
    return [`${label}: nav bar over the hero: the bar is not transparent (data-solid="false") at the top`];
  await animationsSettled(page, "the nav bar over the hero at rest");
  await page.evaluate(describeElementSource);
  const weak = await page.evaluate(() => {
    const describe = (window as unknown as { __describe: (el: Element) => string }).__describe;
    const rgba = (value: string) => {
      const [r, g, b, a = 1] = (value.match(/[\d.]+/g) ?? []).map(Number);
      return { r, g, b, a };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const lin = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const over = (top: { r: number; g: number; b: number; a: number }, base: { r: number; g: number; b: number }) => ({
      r: top.r * top.a + base.r * (1 - top.a),
      g: top.g * top.a + base.g * (1 - top.a),
      b: top.b * top.a + base.b * (1 - top.a),
    });
    const ratio = (x: number, y: number) => (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
    const header = document.querySelector("header")!;
    const out: string[] = [];
    const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || !(node.textContent ?? "").trim() || !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || box.bottom <= 0) continue; // visually hidden text
      // The layers under the text, from the text up to the first opaque one; the photo
      // (unknown) is what shows through when none is opaque: take the worst of white and black.
      const layers: ReturnType<typeof rgba>[] = [];
      for (let at: Element | null = el; at; at = at.parentElement) {
        const bg = rgba(getComputedStyle(at).backgroundColor);
        if (bg.a > 0) layers.push(bg);
        if (bg.a >= 1) break;
      }
      const s = getComputedStyle(el);
      const text = luminance(rgba(s.color));
      const large = parseFloat(s.fontSize) >= 24 || (parseFloat(s.fontSize) >= 18.66 && Number(s.fontWeight) >= 700);
      const worst = Math.min(
        ...[
          { r: 255, g: 255, b: 255 },
          { r: 0, g: 0, b: 0 },
        ].map((photo) => ratio(text, luminance(layers.reduceRight((base, layer) => over(layer, base), photo)))),
      );
      if (worst < (large ? 3 : 4.5))
        out.push(`"${(node.textContent ?? "").trim()}" on ${describe(el)}: ${worst.toFixed(2)}:1 over some photo`);
    }
    return out;
  });
  return weak.map((w) => `${label}: nav bar over the hero: ${w}`);
}
