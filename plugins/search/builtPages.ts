import fs from "fs";
import path from "path";
import { parse } from "node-html-parser";
import { allPages } from "../pages";

// What search reads of the built pages: each page's name, its main content and its sections, from
// the HTML the build wrote (public/<path>index.html), so the index and the site map hold exactly
// what visitors see, whatever block made it.

/** A section of a page: the anchor of a <section id> in <main>, and its heading's words. */
export interface PageSection {
  id: string;
  heading: string;
}

/** A built page as search sees it. */
export interface BuiltPage {
  /** The route, with a slash at each end ("/about/"). */
  path: string;
  /** Its name: the document title before the last " | " (the site's short name), "About". */
  name: string;
  /** The words of its h1. */
  h1: string;
  /** The sections of <main> that have an id and a heading, in document order. */
  sections: PageSection[];
  /** <main> as the build wrote it (its outer HTML). */
  main: string;
  /** The document's language (<html lang>). */
  lang: string;
}

/** The attribute that marks where a page wants the site map (the search page's block renders it). */
export const SITE_MAP_ATTRIBUTE = "data-site-map";

/** Whitespace collapsed, as a reader sees the words. */
const words = (text: string) => text.replace(/\s+/g, " ").trim();

/** A page's name from its document title: "About | BCU" -> "About". */
export function pageName(documentTitle: string): string {
  const title = words(documentTitle);
  const cut = title.lastIndexOf(" | ");
  return cut > 0 ? title.slice(0, cut) : title;
}

/** Reads one built page's HTML; `file` names it in the errors. */
export function readBuiltPage(html: string, pagePath: string, file: string): BuiltPage {
  const doc = parse(html);
  const main = doc.querySelector("main");
  const title = doc.querySelector("title");
  if (!main || !title) throw new Error(`search: ${file} has no ${main ? "<title>" : "<main>"}`);
  const sections = main.querySelectorAll("section[id]").flatMap((section) => {
    const labelledBy = section.getAttribute("aria-labelledby");
    const heading = (labelledBy ? doc.getElementById(labelledBy) : null) ?? section.querySelector("h2, h3");
    return heading && words(heading.text) ? [{ id: section.id, heading: words(heading.text) }] : [];
  });
  return {
    path: pagePath,
    name: pageName(title.text),
    h1: words(main.querySelector("h1")?.text ?? ""),
    sections,
    main: main.toString(),
    lang: doc.querySelector("html")?.getAttribute("lang") ?? "en",
  };
}

/** The HTML file of a route in a build: "/" -> index.html, "/about/" -> about/index.html. */
export const htmlFileOf = (publicDir: string, pagePath: string): string => path.join(publicDir, pagePath.slice(1), "index.html");

/**
 * Every page of the build a visitor can search for or find in the site map: the pages of
 * plugins/pages (the page files and one per program) but the not-found page, read from the build.
 */
export function builtPages(root: string, publicDir: string): BuiltPage[] {
  return allPages(root)
    .filter((page) => !page.notFound)
    .map((page) => {
      const file = htmlFileOf(publicDir, page.path);
      return readBuiltPage(fs.readFileSync(file, "utf8"), page.path, path.relative(root, file));
    });
}

/** Whether a page holds the site map (the search page): it is no result of its own search. */
export const holdsSiteMap = (page: BuiltPage): boolean => page.main.includes(` ${SITE_MAP_ATTRIBUTE}`);
