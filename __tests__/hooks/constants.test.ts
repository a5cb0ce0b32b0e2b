import { revealRootMargin } from "../../src/lib/revealSections";

// The spec's behaviour constants live in content/site.json alone (components receive them as
// props); __tests__/content/specConstants.test.ts checks them against the spec.
describe("behaviour constants", () => {
  it("the reveal line 0.8 becomes the observer margin ending 20% above the viewport bottom", () => {
    expect(revealRootMargin(0.8)).toBe("100000px 0px -20% 0px");
    expect(revealRootMargin(0.75)).toBe("100000px 0px -25% 0px");
  });
});
