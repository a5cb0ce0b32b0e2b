import { renderToStaticMarkup } from "react-dom/server";
import { useStaticQuery } from "gatsby";
import site from "../../content/site.json";
import Seo from "../../src/components/Seo/Seo";
import { organizationJsonLd } from "../../src/lib/seo/jsonLd";
import { ogImageUrl } from "../../src/lib/seo/ogImage";

// jsdom resolves react-dom/server to its browser build, which needs a global TextEncoder that
// jsdom lacks; the Node build renders the same markup.
jest.mock("react-dom/server", () => jest.requireActual("react-dom/server.node"));

// The SeoFacts static query as the build resolves it: the share-image URL and the university's
// JSON-LD come from the GraphQL layer (src/node/schema.ts), built by the same pure helpers.
const facts = {
  siteJson: { ...site, organizationJsonLd: organizationJsonLd(site) },
  homePageJson: {
    hero: {
      photo: {
        ogImageUrl: ogImageUrl({ url: "https://images.unsplash.com/photo-1507525428034-b723cf961d3e", crop: null }),
        alt: "A beach",
      },
    },
  },
};

// Set at load time: the describe blocks below render while jest collects them.
(useStaticQuery as jest.Mock).mockReturnValue(facts);

/** Renders the head elements and parses them, as Gatsby's Head API would place them. */
function head(element: React.ReactElement): Document {
  return new DOMParser().parseFromString(`<!doctype html><head>${renderToStaticMarkup(element)}</head>`, "text/html");
}

const meta = (doc: Document, key: string) => doc.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute("content");

describe("Seo", () => {
  const doc = head(
    <Seo
      title="Academics"
      description="Explore our 8 programs."
      pathname="/academics"
      jsonLd={[{ "@type": "EducationalOccupationalProgram", name: "Pharmacy" }]}
    />,
  );

  test("title, description (printed as given: the GraphQL layer fills tokens), canonical, theme-color", () => {
    expect(doc.title).toBe("Academics | BCU");
    expect(meta(doc, "description")).toBe("Explore our 8 programs.");
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe("https://www.bcu.example.edu/academics/");
    expect(meta(doc, "theme-color")).toBe("#0b4f6c");
  });

  test("Open Graph and Twitter card with the 1200x630 share image", () => {
    expect(meta(doc, "og:title")).toBe("Academics | BCU");
    expect(meta(doc, "og:url")).toBe("https://www.bcu.example.edu/academics/");
    expect(meta(doc, "og:type")).toBe("website");
    expect(meta(doc, "og:image")).toMatch(/^https:\/\/images\.unsplash\.com\/photo-1507525428034-b723cf961d3e\?w=1200&h=630&fit=crop/);
    expect(meta(doc, "og:image:width")).toBe("1200");
    expect(meta(doc, "og:image:height")).toBe("630");
    expect(meta(doc, "og:image:alt")).toBe("A beach");
    expect(meta(doc, "twitter:card")).toBe("summary_large_image");
    expect(meta(doc, "twitter:image")).toBe(meta(doc, "og:image"));
  });

  test("one JSON-LD graph: the university first, then the page's objects", () => {
    const scripts = doc.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    const graph = JSON.parse(scripts[0].textContent ?? "");
    expect(graph["@context"]).toBe("https://schema.org");
    expect(graph["@graph"].map((n: { "@type": string }) => n["@type"])).toEqual(["CollegeOrUniversity", "EducationalOccupationalProgram"]);
  });

  test('renders <html lang="en">', () => {
    expect(renderToStaticMarkup(<Seo title="x" description="y" pathname="/" />)).toContain('<html lang="en">');
  });

  test("home title; noindex pages get robots noindex and no canonical", () => {
    expect(head(<Seo title="Welcome" description="d" pathname="/" />).title).toBe("Boca Ciega University of Health Sciences | BCU");
    const notFound = head(<Seo title="Page not found" description="d" pathname="/404.html" noindex />);
    expect(meta(notFound, "robots")).toBe("noindex");
    expect(notFound.querySelector('link[rel="canonical"]')).toBeNull();
    expect(meta(notFound, "og:url")).toBeUndefined();
  });

  test("leaves the hero photo's preconnect to the post-build step (no second one in the head)", () => {
    expect(head(<Seo title="x" description="y" pathname="/x" />).querySelector('link[rel="preconnect"]')).toBeNull();
  });

  test("a page's own share image wins", () => {
    const doc2 = head(
      <Seo
        title="x"
        description="y"
        pathname="/x"
        image={{ ogImageUrl: ogImageUrl({ url: "https://images.pexels.com/photos/1/pexels-photo-1.jpeg" }), alt: "Own" }}
      />,
    );
    expect(meta(doc2, "og:image")).toMatch(/^https:\/\/images\.pexels\.com\//);
    expect(meta(doc2, "og:image:alt")).toBe("Own");
  });
});
