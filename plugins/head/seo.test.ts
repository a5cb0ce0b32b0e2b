/**
 * @jest-environment node
 */
import site from "../../content/site.json";
import programsFile from "../../content/programs.json";
import { canonicalUrl, documentTitle, pagePath } from "./title";
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, ogImageUrl } from "./documentHead";
import { jsonLdGraph, organizationId, organizationJsonLd, programJsonLd, serializeJsonLd } from "./jsonLd";

describe("titles", () => {
  test("pages: 'Page | short name'; home: 'Full name | short name'", () => {
    expect(documentTitle("Academics", "/academics", site)).toBe("Academics | BCU");
    expect(documentTitle("Anything", "/", site)).toBe("Boca Ciega University of Health Sciences | BCU");
    expect(documentTitle("Anything", "", site)).toBe("Boca Ciega University of Health Sciences | BCU");
  });
});

describe("canonicalUrl", () => {
  test("siteUrl + path with the trailing slash the hosts serve pages at, no query or fragment", () => {
    expect(canonicalUrl(site.siteUrl, "/")).toBe("https://www.bcu.example.edu/");
    expect(canonicalUrl(site.siteUrl, "")).toBe("https://www.bcu.example.edu/");
    expect(canonicalUrl(`${site.siteUrl}/`, "/academics/")).toBe("https://www.bcu.example.edu/academics/");
    expect(canonicalUrl(site.siteUrl, "/academics")).toBe("https://www.bcu.example.edu/academics/");
    expect(canonicalUrl(site.siteUrl, "/admissions?x=1#apply")).toBe("https://www.bcu.example.edu/admissions/");
    expect(canonicalUrl(site.siteUrl, "/about/index.html")).toBe("https://www.bcu.example.edu/about/");
    expect(canonicalUrl(site.siteUrl, "research")).toBe("https://www.bcu.example.edu/research/");
  });
  test("a file path keeps its form", () => {
    expect(canonicalUrl(site.siteUrl, "/icons/icon-512x512.png")).toBe("https://www.bcu.example.edu/icons/icon-512x512.png");
    expect(pagePath("/calendar/x.ics")).toBe("/calendar/x.ics");
  });
});

describe("ogImageUrl", () => {
  test("a 1200x630 CDN crop through the photo URL builders", () => {
    const url = new URL(
      ogImageUrl({ url: "https://images.unsplash.com/photo-1507525428034-b723cf961d3e", focalPoint: { x: 0.3, y: 0.6 } }),
    );
    expect(url.origin + url.pathname).toBe("https://images.unsplash.com/photo-1507525428034-b723cf961d3e");
    expect(url.searchParams.get("w")).toBe(String(OG_IMAGE_WIDTH));
    expect(url.searchParams.get("h")).toBe(String(OG_IMAGE_HEIGHT));
    expect(url.searchParams.get("fit")).toBe("crop");
    expect(url.searchParams.get("auto")).toBe("format");
    expect(url.searchParams.get("q")).toBe("75");
    expect(url.searchParams.get("fp-x")).toBe("0.3");
    const pexels = new URL(
      ogImageUrl({ url: "https://images.pexels.com/photos/1454360/pexels-photo-1454360.jpeg", focalPoint: { x: 0.5, y: 0.5 } }),
    );
    expect(pexels.searchParams.get("w")).toBe("1200");
    expect(pexels.searchParams.get("h")).toBe("630");
    expect(() => ogImageUrl({ url: "https://example.com/x.jpg", focalPoint: { x: 0.5, y: 0.5 } })).toThrow(/supported CDN/);
  });
});

describe("organizationJsonLd", () => {
  const org = organizationJsonLd(site);
  test("CollegeOrUniversity with name, address, telephone, foundingDate, url and logo from site.json", () => {
    expect(org).toMatchObject({
      "@type": "CollegeOrUniversity",
      "@id": "https://www.bcu.example.edu/#organization",
      name: site.name,
      alternateName: site.shortName,
      url: "https://www.bcu.example.edu/",
      logo: "https://www.bcu.example.edu/icons/icon-512x512.png",
      foundingDate: "1900",
      telephone: "+17275550142",
      email: "info@bcu.example.edu",
      address: {
        "@type": "PostalAddress",
        streetAddress: site.address.street,
        addressLocality: "St. Pete Beach",
        addressRegion: "FL",
        postalCode: "33706",
        addressCountry: "US",
      },
    });
  });
});

describe("programJsonLd", () => {
  const programs = programJsonLd(programsFile.programs, site);
  test("one EducationalOccupationalProgram per record, in order", () => {
    expect(programs.map((p) => p.name)).toEqual(programsFile.programs.map((p) => p.name));
    for (const p of programs) {
      expect(p["@type"]).toBe("EducationalOccupationalProgram");
      expect(p.description).toEqual(expect.any(String));
      expect(p.educationalCredentialAwarded).toEqual(expect.any(String));
      expect(p.timeToComplete).toMatch(/^P\d+Y$/);
      expect(p.provider).toEqual({ "@id": organizationId(site) });
    }
  });
  test("timeToComplete is the full-time length (else the maximum); url is the program's page", () => {
    const graduate = programs.find((p) => p.name === "Graduate Studies");
    const dental = programs.find((p) => p.name === "Dental Medicine");
    const healthSciences = programs.find((p) => p.name === "Health Sciences");
    expect(healthSciences?.timeToComplete).toBe("P2Y"); // "2-4 years": two full-time, four part-time
    expect(graduate?.timeToComplete).toBe("P3Y");
    expect(dental?.timeToComplete).toBe("P4Y");
    expect(dental?.url).toBe("https://www.bcu.example.edu/academics/dental-medicine/");
    expect(dental?.["@id"]).toBe("https://www.bcu.example.edu/academics/dental-medicine/#program");
  });
});

describe("programJsonLd: applicationDeadline", () => {
  const deadlines = [
    { program: "Dental Medicine", date: "2026-12-01" },
    { program: "Pharmacy", date: "2027-03-01" },
    { program: "Graduate Studies" },
  ];
  const deadlineOf = (today: string) =>
    Object.fromEntries(programJsonLd(programsFile.programs, site, deadlines, today).map((p) => [p.name, p.applicationDeadline]));
  test("only a deadline still ahead on the build's date (the day itself included); never a passed or rolling one", () => {
    expect(deadlineOf("2026-11-26")).toMatchObject({
      "Dental Medicine": "2026-12-01",
      Pharmacy: "2027-03-01",
      "Graduate Studies": undefined,
    });
    expect(deadlineOf("2026-12-01")["Dental Medicine"]).toBe("2026-12-01");
    expect(deadlineOf("2026-12-02")).toMatchObject({ "Dental Medicine": undefined, Pharmacy: "2027-03-01" });
    expect(deadlineOf("2027-03-02")).toMatchObject({ "Dental Medicine": undefined, Pharmacy: undefined });
  });
});

describe("serializeJsonLd", () => {
  test("round-trips and can never close the script element", () => {
    const graph = jsonLdGraph([{ name: "</script><script>alert(1)</script>" }]);
    const text = serializeJsonLd(graph);
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual(graph);
    expect(graph["@context"]).toBe("https://schema.org");
  });
});
