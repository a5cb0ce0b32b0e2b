import { barWidths } from "../../src/blocks/FundingAreas/barWidths";

describe("barWidths", () => {
  it("gives each value its share of the largest, the largest being 100%", () => {
    expect(barWidths([800000, 1200000, 700000, 600000, 300000])).toEqual([66.7, 100, 58.3, 50, 25]);
  });

  it("never yields negative, NaN or infinite widths", () => {
    expect(barWidths([])).toEqual([]);
    expect(barWidths([0, 0])).toEqual([0, 0]);
    expect(barWidths([-5, 10])).toEqual([0, 100]);
  });
});
