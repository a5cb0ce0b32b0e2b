import { findCta, isInternal, pageHref } from "../../src/lib/links";

describe("browser link rules", () => {
  it("isInternal: site paths only", () => {
    expect(isInternal("/")).toBe(true);
    expect(isInternal("/admissions#apply")).toBe(true);
    expect(isInternal("//evil.example/x")).toBe(false);
    expect(isInternal("https://www.bcu.example.edu/")).toBe(false);
    expect(isInternal("mailto:x@y.z")).toBe(false);
    expect(isInternal("#top")).toBe(false);
  });

  it("findCta finds by id and names the known ids when one is missing", () => {
    const ctas = [
      { id: "applyNow", label: "Apply Now" },
      { id: "requestInfo", label: "Request Information" },
    ];
    expect(findCta(ctas, "requestInfo").label).toBe("Request Information");
    expect(() => findCta(ctas, "donate")).toThrow(
      'Unknown call-to-action id "donate" (content/site.json callsToAction has: applyNow, requestInfo)',
    );
  });

  it("pageHref: a page's path with the hosts' trailing slash, everything else as it is", () => {
    expect(pageHref("/admissions#apply")).toBe("/admissions/#apply");
    expect(pageHref("/about")).toBe("/about/");
    expect(pageHref("/academics/pharmacy/")).toBe("/academics/pharmacy/");
    expect(pageHref("/")).toBe("/");
    expect(pageHref("/calendars/bcu-2026-27.ics")).toBe("/calendars/bcu-2026-27.ics");
    expect(pageHref("#main")).toBe("#main");
    expect(pageHref("mailto:a@b.c?subject=x")).toBe("mailto:a@b.c?subject=x");
    expect(pageHref("https://example.org/a")).toBe("https://example.org/a");
  });
});
