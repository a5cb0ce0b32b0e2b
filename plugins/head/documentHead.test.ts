import site from "../../content/site.json";
import { documentHead, ogImageUrl, type DocumentHeadInput } from "./documentHead";

type DocumentHead = ReturnType<typeof documentHead>;
import { organizationJsonLd } from "./jsonLd";

// The document head as the build resolves it (PageSeo.head), from the real site.json.
const image = {
  ogImageUrl: ogImageUrl({ url: "https://images.unsplash.com/photo-1507525428034-b723cf961d3e", focalPoint: { x: 0.5, y: 0.5 } }),
  alt: "A beach",
};
const base: DocumentHeadInput = {
  site,
  title: "Academics",
  description: "Explore our 8 programs.",
  path: "/academics/",
  image,
  organization: organizationJsonLd(site),
};
const meta = (head: DocumentHead, key: string) => head.meta.find((m) => m.name === key || m.property === key)?.content;

describe("documentHead", () => {
  const head = documentHead({ ...base, jsonLd: [{ "@type": "EducationalOccupationalProgram", name: "Pharmacy" }] });

  test("lang from the locale, title with the short name, canonical, description, theme-color", () => {
    expect(head.lang).toBe("en");
    expect(head.title).toBe("Academics | BCU");
    expect(head.canonical).toBe("https://www.bcu.example.edu/academics/");
    expect(meta(head, "description")).toBe("Explore our 8 programs.");
    expect(meta(head, "theme-color")).toBe("#0b4f6c");
    expect(meta(head, "robots")).toBeUndefined();
  });

  test("Open Graph tags by property, Twitter tags by name, with the 1200x630 share image", () => {
    expect(head.meta.find((m) => m.property === "og:title")).toEqual({ name: null, property: "og:title", content: "Academics | BCU" });
    expect(head.meta.find((m) => m.name === "twitter:card")).toEqual({
      name: "twitter:card",
      property: null,
      content: "summary_large_image",
    });
    expect(meta(head, "og:url")).toBe("https://www.bcu.example.edu/academics/");
    expect(meta(head, "og:locale")).toBe("en_US");
    expect(meta(head, "og:image")).toMatch(/^https:\/\/images\.unsplash\.com\/photo-1507525428034-b723cf961d3e\?w=1200&h=630&fit=crop/);
    expect(meta(head, "og:image:width")).toBe("1200");
    expect(meta(head, "og:image:height")).toBe("630");
    expect(meta(head, "og:image:alt")).toBe("A beach");
    expect(meta(head, "twitter:image")).toBe(meta(head, "og:image"));
    expect(meta(head, "twitter:image:alt")).toBe("A beach");
  });

  test("meta tags in document order, each key once", () => {
    const keys = head.meta.map((m) => m.name ?? m.property);
    expect(keys.slice(0, 3)).toEqual(["description", "theme-color", "og:type"]);
    expect(keys.at(-1)).toBe("twitter:image:alt");
    expect(new Set(keys).size).toBe(keys.length);
  });

  test("one JSON-LD graph: the university first, then the page's objects", () => {
    const graph = JSON.parse(head.jsonLd);
    expect(graph["@context"]).toBe("https://schema.org");
    expect(graph["@graph"].map((n: { "@type": string }) => n["@type"])).toEqual(["CollegeOrUniversity", "EducationalOccupationalProgram"]);
  });

  test("JSON-LD cannot close its script element", () => {
    const closing = documentHead({ ...base, jsonLd: [{ name: "</script><script>alert(1)</script>" }] });
    expect(closing.jsonLd).not.toContain("</script>");
    expect(JSON.parse(closing.jsonLd)["@graph"][1].name).toBe("</script><script>alert(1)</script>");
  });

  test("the home page carries the university's full name", () => {
    expect(documentHead({ ...base, title: "Welcome", path: "/" }).title).toBe("Boca Ciega University of Health Sciences | BCU");
  });

  test("a noindex page: robots noindex, no canonical and no og:url", () => {
    const notFound = documentHead({ ...base, title: "Page not found", path: "/404.html", noindex: true });
    expect(meta(notFound, "robots")).toBe("noindex");
    expect(notFound.canonical).toBeNull();
    expect(meta(notFound, "og:url")).toBeUndefined();
    expect(notFound.title).toBe("Page not found | BCU");
  });

  test("without a share image: a summary card and no image tags", () => {
    const textOnly = documentHead({ ...base, image: null });
    expect(meta(textOnly, "twitter:card")).toBe("summary");
    expect(textOnly.meta.filter((m) => /image/.test(m.name ?? m.property ?? ""))).toEqual([]);
  });
});
