// A built page's static HTML as a DOM, for checks with Testing Library's queries: what the server
// sends (every word and link is there without JavaScript), made from the real content files by the
// real GraphQL layer and components. The expected values come from content/*.json, with every
// {token} filled as the GraphQL layer fills it, so a content edit never breaks these tests; only
// the spec's constants (__tests__/content/specConstants.json) are checked as literal values.
// Test files using it run in Jest's jsdom environment (docblock `@jest-environment jsdom`).
import fs from "fs";
import path from "path";
import "@testing-library/jest-dom";
import { within } from "@testing-library/react";
import { requireBuild } from "../../e2e/routes";
import { filled } from "../../content/loadContent";
import site from "../../../content/site.json";

export { filled };

/**
 * The <main> of a route's built HTML ("/about/" -> public/about/index.html), made the test
 * environment's document. Without its stylesheets: the checks are about what the markup says,
 * and jsdom's partial cascade would otherwise hide states that scripts or media queries show.
 */
export function builtPage(route: string): HTMLElement {
  const dir = requireBuild();
  const file = path.join(dir, route === "/" ? "" : route.replace(/^\/|\/$/g, ""), "index.html");
  const parsed = new DOMParser().parseFromString(fs.readFileSync(file, "utf8"), "text/html");
  parsed.querySelectorAll('style, link[rel="stylesheet"], script').forEach((el) => el.remove());
  document.replaceChild(document.importNode(parsed.documentElement, true), document.documentElement);
  const main = document.querySelector("main");
  if (!main) throw new Error(`${file} has no <main>`);
  return main;
}

/** The element with this id; a clear error when the page has none. */
export function byId(container: HTMLElement, id: string): HTMLElement {
  const el = container.querySelector(`[id="${id}"]`);
  if (!el) throw new Error(`no element #${id} on the page`);
  return el as HTMLElement;
}

/**
 * The page's outline: one h1 with this text, these h2s in this order (content text, filled; others
 * may stand between), no heading level skipped, and no {token} left unfilled anywhere.
 */
export function expectOutline(main: HTMLElement, h1: string, h2s: readonly string[]): void {
  expectHeadingsInOrder(main);
  expect(within(main).getByRole("heading", { level: 1 })).toHaveTextContent(filled(h1));
  // These h2s in this order; a section this test does not name yet (a new one) may stand between.
  const shown = Array.from(within(main).getAllByRole("heading", { level: 2 }), (h) => h.textContent);
  let at = 0;
  const inOrder = h2s.map(filled).filter((heading) => {
    const found = shown.indexOf(heading, at);
    if (found === -1) return false;
    at = found + 1;
    return true;
  });
  expect({ shown, inOrder }).toEqual({ shown, inOrder: h2s.map(filled) });
  expect(main.textContent).not.toMatch(/\{\w+\}/);
}

/** Heading levels in document order never skip a level (h2 -> h4), and the first is the one h1. */
function expectHeadingsInOrder(container: HTMLElement): void {
  const levels = Array.from(container.querySelectorAll("h1, h2, h3, h4, h5, h6")).map((h) => Number(h.tagName[1]));
  expect(levels[0]).toBe(1);
  expect(levels.filter((l) => l === 1)).toHaveLength(1);
  levels.slice(1).forEach((level, i) => expect(level).toBeLessThanOrEqual(levels[i] + 1));
}

/** The site's internal link for a content path, as the build writes it (trailingSlash "always"). */
export function internalHref(to: string): string {
  const [pathname, hash] = to.split("#");
  const withSlash = pathname.endsWith("/") ? pathname : `${pathname}/`;
  return hash ? `${withSlash}#${hash}` : withSlash;
}

/** A call to action of site.json, the fields the tests read. */
export interface CallToAction {
  id: string;
  label: string;
  to?: string;
  email?: string;
  subject?: string;
  body?: string;
}
export const callsToAction = site.callsToAction as CallToAction[];

/** A call to action of site.json by id; a clear error for an unknown one. */
export function callToAction(id: string): CallToAction {
  const found = callsToAction.find((c) => c.id === id);
  if (!found) throw new Error(`content/site.json has no call to action "${id}"`);
  return found;
}
