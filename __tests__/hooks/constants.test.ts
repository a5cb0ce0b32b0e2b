import site from "../../content/site.json";
import { CAROUSEL_INTERVAL_MS } from "../../src/hooks/useCarousel";
import { NAV_SOLID_AFTER_PX } from "../../src/hooks/useScrolledPast";
import { REVEAL_AT_VIEWPORT_FRACTION, revealRootMargin } from "../../src/lib/revealSections";

// The spec's constants live in content (what components receive as props) and as code defaults;
// they must never drift apart.
describe("behaviour constants", () => {
  it("content/site.json behaviour equals the hooks' named defaults and the spec", () => {
    expect(site.behaviour).toEqual({
      carouselIntervalMs: CAROUSEL_INTERVAL_MS,
      navSolidAfterPx: NAV_SOLID_AFTER_PX,
      revealAtViewportFraction: REVEAL_AT_VIEWPORT_FRACTION,
    });
    expect(CAROUSEL_INTERVAL_MS).toBe(5000);
    expect(NAV_SOLID_AFTER_PX).toBe(50);
    expect(REVEAL_AT_VIEWPORT_FRACTION).toBe(0.8);
  });

  it("the reveal line 0.8 becomes the observer margin ending 20% above the viewport bottom", () => {
    expect(revealRootMargin(0.8)).toBe("100000px 0px -20% 0px");
    expect(revealRootMargin(0.75)).toBe("100000px 0px -25% 0px");
  });
});
