import { barsPath, chartWidth, tracksPath } from "../../src/blocks/ProgramOutcomes/outcomeBars";

describe("the outcomes' bars", () => {
  it("draws each class's rate as a bar on a scale of 0 to 100%, left to right", () => {
    expect(barsPath([100, 50])).toBe("M0 0h16v36h-16zM24 18h16v18h-16z");
    expect(barsPath([94, 96, 95])).toBe("M0 2.2h16v33.8h-16zM24 1.4h16v34.6h-16zM48 1.8h16v34.2h-16z");
  });

  it("draws no bar for a class without a result or an impossible rate", () => {
    expect(barsPath([null, 3, 140])).toBe("M24 34.9h16v1.1h-16z");
    expect(barsPath([-1, Number.NaN])).toBe("");
  });

  it("puts a full-height track behind each bar, in a box as wide as the bars", () => {
    expect(tracksPath(3)).toBe(barsPath([100, 100, 100]));
    expect(chartWidth(3)).toBe(64);
    expect(chartWidth(0)).toBe(0);
  });
});
