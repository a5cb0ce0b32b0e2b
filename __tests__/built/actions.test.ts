/** @jest-environment jsdom */
// Every call to action completes a real path (issue 24, point 1), checked in the built HTML of
// every route, as a visitor without JavaScript gets it: every Apply reaches a place where the
// visitor picks a program and sees how to apply to it (its application service by name and link,
// what to send; its deadline: program-pages.test.ts);
// every program card on /academics applies and asks; Schedule a Tour, Explore Campus and Visit
// reach a visit block with the address, directions, the phone and a prefilled e-mail; Request
// Information is an e-mail naming the program where there is one and carrying the body template
// otherwise; no control is dead; /about's photo credits list exactly the photos the pages show,
// and every page's footer links there.
// Expected values come from content/*.json (rules, not launch content).
import fs from "fs";
import path from "path";
import { ALL_ROUTES, ROUTES, requireBuild } from "../e2e/routes";
import site from "../../content/site.json";
import programsFile from "../../content/programs.json";
import servicesFile from "../../content/applicationServices.json";
import photosFile from "../../content/photos.json";
import programPage from "../../content/programPage.json";
import { applySectionId, programApplyPath, programPagePath } from "../../plugins/pages";
import { block, contentPage, contentPages } from "../content/pages";
import { callToAction as cta, callsToAction as ctas } from "./pages/builtPage";

/** The id of the How to Apply section of every program page. */
const applyId = applySectionId(programPage.blocks);

const processBlock = block(contentPage("admissions"), "processSteps");
// The contact block of /about: visiting the campus, with a way on to the Visit page.
const visitBlock = block(contentPage("about"), "contact");
// The page that shows the photo credits (a photoCredits block), wherever the content puts it.
const creditsPage = [...contentPages().values()].find((p) => p.blocks.some((b) => b.type === "photoCredits"))!;
const creditsBlock = block(creditsPage, "photoCredits");

interface Program {
  slug: string;
  name: string;
  application: { service: string; send: string[] };
}

const programs = programsFile.programs as Program[];
/** A program's application service: its record of applicationServices.json. */
const serviceOf = (program: Program) => servicesFile.services.find((s) => s.name === program.application.service)!;
const dir = requireBuild();

/** Each route's built HTML as a document (no scripts run: what every visitor gets first). */
const pages = new Map(
  ALL_ROUTES.map((route) => {
    const html = fs.readFileSync(path.join(dir, route.html), "utf8");
    return [route.path, new DOMParser().parseFromString(html, "text/html")] as const;
  }),
);
const page = (routePath: string): Document => {
  const found = pages.get(routePath);
  if (!found) throw new Error(`no route ${routePath}`);
  return found;
};

/**
 * A link's visible words: its text without the words only screen readers get, which follow them
 * as ": Program name" or " (opens your e-mail app)". (No styles here to tell what is clipped: the
 * suffix is recognised by its form.)
 */
function visibleLabel(a: Element): string {
  const clone = a.cloneNode(true) as Element;
  clone.querySelectorAll(".visually-hidden").forEach((el) => el.remove());
  const text = (clone.textContent ?? "").replace(/\s+/g, " ").trim();
  const last = clone.lastElementChild;
  const suffix = last && /^(: | \()/.test(last.textContent ?? "") ? (last.textContent ?? "").replace(/\s+/g, " ").trim() : "";
  return suffix && text.endsWith(suffix) ? text.slice(0, -suffix.length).trim() : text;
}

/** Where an internal href leads: its route's document and the element of its anchor (or null). */
function target(href: string): { route: string; element: Element | null } | null {
  if (!href.startsWith("/")) return null;
  // A query (the comparison's ?programs=) chooses within the page: the page is the target.
  const [pathname, hash] = href.replace(/\?[^#]*/, "").split("#");
  const route = ALL_ROUTES.find((r) => r.path === pathname && !r.notFound);
  if (!route) return null;
  const doc = page(route.path);
  return { route: route.path, element: hash ? doc.getElementById(hash) : doc.body };
}

/** A mailto: link's address, subject and body, decoded. */
function mail(href: string): { address: string; subject: string | null; body: string | null } {
  const url = new URL(href);
  return { address: decodeURIComponent(url.pathname), subject: url.searchParams.get("subject"), body: url.searchParams.get("body") };
}
const crlf = (text: string) => text.replace(/\r?\n/g, "\r\n");
const email = (key: keyof typeof site.emails) => `${site.emails[key]}@${site.domain}`;

/** Every <a> of every route, with where it sits. */
const allLinks = [...pages].flatMap(([route, doc]) => Array.from(doc.querySelectorAll("a"), (a) => ({ route, a })));

const APPLY_IDS = ctas.filter((c) => c.to && /^\/admissions\/?#apply$/.test(c.to)).map((c) => c.id);
const applyLabels = new Set(APPLY_IDS.map((id) => cta(id).label));

describe("every Apply leads to how to apply to a program", () => {
  const applyLinks = allLinks.filter(({ a }) => applyLabels.has(visibleLabel(a)));

  it("the Apply buttons of the spec are on every route", () => {
    const routes = new Set(applyLinks.map(({ route }) => route));
    expect([...ROUTES.map((r) => r.path)].filter((r) => !routes.has(r))).toEqual([]);
  });

  it("each reaches #apply on /admissions or a program's How to Apply on its page (from that page itself, its own)", () => {
    // On a program's page, Apply stays on the page: its how-to-apply section holds the program's path.
    const onItsPage = (a: Element, href: string) => {
      if (!href.startsWith("#")) return false;
      const section = a.ownerDocument.getElementById(href.slice(1));
      return Boolean(section?.querySelector('article[aria-labelledby^="apply-"]'));
    };
    const wrong = applyLinks
      .map(({ route, a }) => ({ route, a, href: a.getAttribute("href") ?? "", found: target(a.getAttribute("href") ?? "") }))
      .filter(
        ({ a, href, found }) =>
          !onItsPage(a, href) &&
          !(found?.element && found.route === "/admissions/" && href.split("#")[1] === processBlock.id) &&
          !(found?.element && programs.some((p) => href === programApplyPath(p.slug, applyId)) && onItsPage(found.element, `#${applyId}`)),
      )
      .map(({ route, href }) => `${route}: Apply -> ${href}`);
    expect(wrong).toEqual([]);
  });

  it.each(programs.map((p) => [p.name, p] as const))(
    "#apply lets the visitor pick %s: a link to its page's How to Apply, saying where it applies",
    (_name, program) => {
      const section = page("/admissions/").getElementById(processBlock.id);
      const link = section?.querySelector(`a[href="${programApplyPath(program.slug, applyId)}"]`);
      expect(link?.textContent).toContain(program.name);
      expect(link?.textContent).toContain(serviceOf(program).name);
    },
  );

  it.each(programs.map((p) => [p.name, p] as const))(
    "%s: its page's How to Apply names its service and links to it, what to send",
    (_name, program) => {
      const entry = page(programPagePath(program.slug)).getElementById(applyId);
      expect(entry).not.toBeNull();
      const text = entry!.textContent ?? "";
      const links = Array.from(entry!.querySelectorAll("a"));
      const service = serviceOf(program);
      expect(text).toContain(service.name);
      expect(text).toContain(service.fullName);
      const link = links.find((a) => a.getAttribute("href") === service.url);
      expect(link && visibleLabel(link)).toContain(service.name);
      expect(service.url).toMatch(/^https:\/\//);
      // Its deadline and calendar file: program-pages.test.ts "how to apply: ...".
      for (const item of program.application.send) expect(text).toContain(item);
    },
  );
});

// A card offers View program and Compare (compare-and-cards.test.ts checks them); Apply lives on the program's page.
it.each(programs.map((p) => [p.name, p] as const))("/academics: %s: its page, and no Apply of its own", (_name, program) => {
  const card = page("/academics/").getElementById(program.slug);
  expect(card).not.toBeNull();
  const hrefs = Array.from(card!.querySelectorAll("a"), (a) => a.getAttribute("href") ?? "");
  expect(hrefs).toContain(programPagePath(program.slug));
  expect(hrefs).not.toContain(programApplyPath(program.slug, applyId));
  // A closed program's card e-mails admissions naming it (to be told when it opens).
  for (const m of hrefs.filter((h) => h.startsWith("mailto:")).map(mail)) {
    expect(m.address).toBe(email("admissions"));
    expect(m.subject).toContain(program.name);
  }
});

describe("Schedule a Tour, Explore Campus, Visit and Plan Your Visit reach the Visit page; the visit block of /about offers four ways", () => {
  const visitIds = ["scheduleTour", "exploreCampus", "visit", "planVisit"];
  const visitLabels = new Set(visitIds.map((id) => cta(id).label));

  it("every such link leads to /visit/, to the section it names there (Schedule a Tour: the events)", () => {
    const links = allLinks.filter(({ a }) => visitLabels.has(visibleLabel(a)));
    expect(links.length).toBeGreaterThan(0);
    expect(links.some(({ route }) => route === "/about/")).toBe(true);
    const wrong = links
      .filter(({ a }) => {
        const found = target(a.getAttribute("href") ?? "");
        return !found || found.route !== "/visit/" || !found.element;
      })
      .map(({ route, a }) => `${route}: ${visibleLabel(a)} -> ${a.getAttribute("href")}`);
    expect(wrong).toEqual([]);
    const tour = target(links.find(({ a }) => visibleLabel(a) === cta("scheduleTour").label)!.a.getAttribute("href")!);
    expect(tour!.element!.id).toBe(block(contentPage("visit"), "events").id);
  });

  it("the block: the address, directions in a map service, the phone, and an e-mail with its subject and body", () => {
    const block = page("/about/").getElementById(visitBlock.id)!;
    const text = (block.textContent ?? "").replace(/\s+/g, " ");
    expect(text).toContain(site.address.street);
    expect(text).toContain(`${site.address.city}, ${site.address.region} ${site.address.postalCode}`);
    const hrefs = Array.from(block.querySelectorAll("a"), (a) => a.getAttribute("href") ?? "");
    const [before] = site.directionsUrl.split("{address}");
    const directions = hrefs.find((h) => h.startsWith(before));
    expect(directions).toMatch(/^https:\/\//);
    expect(decodeURIComponent(directions!.slice(before.length))).toContain(site.address.street);
    expect(hrefs).toContain(`tel:${site.phone.e164}`);
    const tour = visitBlock.actions.map(cta).find((c: ReturnType<typeof cta>) => c.email && c.body);
    expect(tour).toBeDefined();
    const sent = hrefs.filter((h) => h.startsWith("mailto:")).map(mail);
    expect(sent).toContainEqual({
      address: email(tour!.email as keyof typeof site.emails),
      subject: tour!.subject,
      body: crlf(tour!.body),
    });
  });
});

it("Request Information is an e-mail naming the program where there is one, with the body template otherwise", () => {
  const info = cta("requestInfo");
  const links = allLinks.filter(({ a }) => visibleLabel(a) === info.label);
  expect(links.length).toBeGreaterThan(0);
  const wrong = links
    .map(({ route, a }) => {
      const href = a.getAttribute("href") ?? "";
      if (!href.startsWith("mailto:")) return `${route}: ${href} is not an e-mail`;
      const m = mail(href);
      const holder = a.closest("[id]");
      // About a program: inside its card or path, or in the <main> of its own page (the site's
      // bar and menu around it carry the general template).
      const program = programs.find((p) => holder?.id === p.slug || (route === programPagePath(p.slug) && a.closest("main")));
      if (m.address !== email(info.email as keyof typeof site.emails)) return `${route}: writes to ${m.address}`;
      if (program && !m.subject?.includes(program.name)) return `${route}: about ${program.name}, subject "${m.subject}"`;
      if (!program && (m.subject !== info.subject || m.body !== crlf(info.body ?? ""))) return `${route}: ${href} lacks the template`;
      return null;
    })
    .filter(Boolean);
  expect(wrong).toEqual([]);
});

it("no dead control: every link goes somewhere that exists; every footer item is a link to a page", () => {
  const dead = allLinks
    .filter(({ a }) => {
      const href = a.getAttribute("href");
      if (!href || href === "#" || /^javascript:/i.test(href)) return true;
      if (href.startsWith("#")) return !a.ownerDocument.getElementById(href.slice(1));
      if (href.startsWith("/") && !href.startsWith("//")) {
        if (/^\/(calendar|static|page-css)\//.test(href) || /\.\w+$/.test(href.split("#")[0])) {
          return !fs.existsSync(path.join(dir, href.split("#")[0]));
        }
        return !target(href)?.element;
      }
      return !/^(https:\/\/|mailto:[^@]+@[^@]+|tel:\+\d+$)/.test(href);
    })
    .map(({ route, a }) => `${route}: "${visibleLabel(a)}" -> ${a.getAttribute("href")}`);
  expect(dead).toEqual([]);
  // Every footer item is a link (no pseudo-links), to a page of the site.
  const footer = page("/").querySelector("footer")!;
  for (const item of [...site.footer.quickLinks, ...site.footer.resources, ...site.footer.legal] as { label: string; to?: string }[]) {
    const links = Array.from(footer.querySelectorAll("a")).filter((a) => visibleLabel(a) === item.label);
    expect([item.label, item.to !== undefined, links.length]).toEqual([item.label, true, 1]);
    expect([item.label, target(links[0].getAttribute("href") ?? "")?.route]).toEqual([item.label, expect.stringMatching(/^\//)]);
  }
  // And the first maxPrograms programs, by name, to their pages.
  for (const program of programs.slice(0, site.footer.maxPrograms)) {
    const links = Array.from(footer.querySelectorAll("a")).filter((a) => visibleLabel(a) === program.name);
    expect([program.name, links.map((a) => a.getAttribute("href"))]).toEqual([program.name, [programPagePath(program.slug)]]);
  }
});

describe("the photo credits: one list on /about, exactly the photos the pages show, linked from every footer", () => {
  /** The photos.json records whose CDN URL some page's <img> or <source> uses. */
  const shown = new Set(
    [...pages.values()].flatMap((doc) =>
      Array.from(doc.querySelectorAll("img, source")).flatMap((el) =>
        [el.getAttribute("src") ?? "", ...(el.getAttribute("srcset") ?? "").split(",")]
          .map((candidate) => candidate.trim().split(/\s+/)[0].split("?")[0])
          .filter(Boolean),
      ),
    ),
  );
  const shownRecords = photosFile.photos.filter((p) => shown.has(p.url.split("?")[0]));
  const creditsLink = site.footer.legal.find((l) => "to" in l && `${l.to}/` === creditsPage.path);

  it(`${creditsPage.path} credits them, each once`, () => {
    const credits = page(creditsPage.path).getElementById(creditsBlock.id);
    expect(credits).not.toBeNull();
    const items = Array.from(credits!.querySelectorAll("li"), (li) => li.textContent ?? "");
    const credited = photosFile.photos.filter((p) => items.some((item) => item.includes(p.alt)));
    expect(credited.map((p) => p.key).sort()).toEqual(shownRecords.map((p) => p.key).sort());
    expect(items).toHaveLength(shownRecords.length);
  });

  it.each(ROUTES.map((r) => [r.path]))("%s: the footer links to them and lists none itself", (routePath) => {
    expect(creditsLink).toBeDefined();
    const footer = page(routePath).querySelector("footer")!;
    const links = Array.from(footer.querySelectorAll("a"), (a) => [visibleLabel(a), a.getAttribute("href")]);
    expect(links).toContainEqual([creditsLink!.label, creditsPage.path]);
    expect(footer.textContent).not.toMatch(/Unsplash License|Pexels License/);
  });
});
