import { findCta, isInternal } from "../../src/lib/links";

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
});
