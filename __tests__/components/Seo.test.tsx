import { renderToStaticMarkup } from "react-dom/server.node";
import site from "../../content/site.json";
import Seo from "../../src/components/Seo/Seo";
import { documentHead, organizationJsonLd } from "../../plugins/head";

/** Renders the head elements and parses them, as Gatsby's Head API would place them. */
function parse(markup: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><head>${markup}</head>`, "text/html");
}

// What PageSeo.head resolves to at build time (plugins/head/documentHead.ts has its own tests).
const head = documentHead({
  site,
  title: "Academics",
  description: "Explore our 8 programs.",
  path: "/academics/",
  image: { ogImageUrl: "https://images.unsplash.com/photo-1?w=1200&h=630", alt: "A beach" },
  organization: organizationJsonLd(site),
  jsonLd: [{ "@type": "EducationalOccupationalProgram", name: "Pharmacy" }],
});

describe("Seo prints the head the build resolved", () => {
  const markup = renderToStaticMarkup(<Seo head={head} />);
  const doc = parse(markup);

  test("<html lang>, <title> and the canonical link", () => {
    expect(markup).toContain('<html lang="en">');
    expect(doc.title).toBe("Academics | BCU");
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe("https://www.bcu.example.edu/academics/");
  });

  test("every meta tag once, by name or by property, and no empty attribute", () => {
    const printed = Array.from(doc.querySelectorAll("meta"), (m) => ({
      name: m.getAttribute("name"),
      property: m.getAttribute("property"),
      content: m.getAttribute("content"),
    }));
    expect(printed).toEqual(head.meta);
    expect(markup).not.toMatch(/(name|property)=""/);
  });

  test("the JSON-LD graph verbatim in one script", () => {
    const scripts = doc.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0].textContent).toBe(head.jsonLd);
  });

  test("no canonical on a noindex page", () => {
    const notFound = parse(renderToStaticMarkup(<Seo head={{ ...head, canonical: null }} />));
    expect(notFound.querySelector('link[rel="canonical"]')).toBeNull();
  });
});

describe("Seo announces the page's hero photo", () => {
  const img = { srcSet: "https://images.unsplash.com/p?w=480 480w,\nhttps://images.unsplash.com/p?w=960 960w", sizes: "100vw" };
  const hero = { origin: "https://images.unsplash.com", images: [img] };

  test("a preconnect to its CDN and a preload of the <img>'s own candidates", () => {
    const doc = parse(renderToStaticMarkup(<Seo head={head} hero={hero} />));
    expect(doc.querySelector('link[rel="preconnect"]')?.getAttribute("href")).toBe(hero.origin);
    const preloads = doc.querySelectorAll('link[rel="preload"][as="image"]');
    expect(preloads).toHaveLength(1);
    const [preload] = preloads;
    expect(preload.getAttribute("imagesrcset")).toBe(img.srcSet);
    expect(preload.getAttribute("imagesizes")).toBe(img.sizes);
    expect(preload.getAttribute("fetchpriority")).toBe("high");
    expect(preload.hasAttribute("media")).toBe(false);
    // No href: a browser without imagesrcset would fetch a candidate the <img> may not use.
    expect(preload.hasAttribute("href")).toBe(false);
  });

  test("an art-directed hero: one preload per crop, each with the media its <source> or <img> is shown at", () => {
    const wide = { media: "(min-width: 64em)", srcSet: "https://images.unsplash.com/p?w=720&h=655 720w", sizes: "55vw" };
    const narrow = { media: "not all and (min-width: 64em)", ...img };
    const doc = parse(renderToStaticMarkup(<Seo head={head} hero={{ origin: hero.origin, images: [wide, narrow] }} />));
    const printed = Array.from(doc.querySelectorAll('link[rel="preload"][as="image"]'), (link) => ({
      media: link.getAttribute("media"),
      srcSet: link.getAttribute("imagesrcset"),
      sizes: link.getAttribute("imagesizes"),
    }));
    expect(printed).toEqual([wide, narrow]);
    expect(doc.querySelectorAll('link[rel="preconnect"]')).toHaveLength(1);
  });

  test("nothing of the kind on a page without a hero photo", () => {
    const markup = renderToStaticMarkup(<Seo head={head} />);
    expect(markup).not.toMatch(/preconnect|rel="preload"/);
  });
});
