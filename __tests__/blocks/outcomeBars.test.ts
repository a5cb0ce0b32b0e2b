import { barsPath, chartWidth, tracksPath } from "../../src/blocks/ProgramOutcomes/outcomeBars";

describe("the outcomes' bars", () => {
  it("draws each class's rate as a bar on a scale of 0 to 100%, left to right", () => {
    expect(barsPath([100, 50])).toBe("M0 0v100h44V0M67 0v50h44V0");
    expect(barsPath([94, 96, 95])).toBe("M0 0v94h44V0M67 0v96h44V0M134 0v95h44V0");
    expect(barsPath([94.6])).toBe("M0 0v95h44V0");
  });

  it("draws no bar for a class without a result or an impossible rate", () => {
    expect(barsPath([null, 3, 140])).toBe("M67 0v3h44V0");
    expect(barsPath([-1, Number.NaN])).toBe("");
  });

  it("puts a full-height track behind each bar, in a box as wide as the bars and of the chart's shape", () => {
    expect(tracksPath(3)).toBe(barsPath([100, 100, 100]));
    expect(chartWidth(3)).toBe(178);
    expect(chartWidth(0)).toBe(0);
  });
});
