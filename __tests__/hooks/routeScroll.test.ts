import { shouldUpdateScroll, routeScrollTarget } from "../../src/lib/routeScroll";

describe("shouldUpdateScroll (route changes)", () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  });
  afterEach(() => scrollTo.mockRestore());

  const location = (hash = "") => ({ pathname: "/academics/", hash, key: "k1" });

  it("PUSH (nothing saved): jumps instantly to the top and tells Gatsby not to scroll again", () => {
    const result = shouldUpdateScroll({ routerProps: { location: location() }, getSavedScrollPosition: () => [0, 0] });
    expect(result).toBe(false);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: "instant" });
  });

  it("POP (Back/Forward): restores the saved offset instantly", () => {
    const saved = jest.fn(() => [0, 1800]);
    shouldUpdateScroll({ routerProps: { location: location() }, getSavedScrollPosition: saved });
    expect(saved).toHaveBeenCalledWith(location());
    expect(scrollTo).toHaveBeenCalledWith({ top: 1800, left: 0, behavior: "instant" });
  });

  it("anchor links are left to Gatsby (scroll the target into view)", () => {
    expect(shouldUpdateScroll({ routerProps: { location: location("#apply") }, getSavedScrollPosition: () => [0, 5] })).toBe(true);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("treats odd saved values as the top", () => {
    expect(routeScrollTarget(null)).toBe(0);
    expect(routeScrollTarget([0, "x"])).toBe(0);
    expect(routeScrollTarget([0, -4])).toBe(0);
    expect(routeScrollTarget([0, 320])).toBe(320);
  });
});
