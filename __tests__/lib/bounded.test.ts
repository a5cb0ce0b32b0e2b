import { bounded } from "../../src/lib/bounded";

describe("bounded", () => {
  test("shows every item, and no more, when they fit", () => {
    expect(bounded(["a", "b"], 2)).toEqual({ shown: ["a", "b"], more: false });
    expect(bounded([], 3)).toEqual({ shown: [], more: false });
  });

  test("shows the first max items in order and says some were left out", () => {
    expect(bounded(["a", "b", "c", "d"], 3)).toEqual({ shown: ["a", "b", "c"], more: true });
  });

  test("refuses a max that would show nothing or is not a whole number", () => {
    expect(() => bounded(["a"], 0)).toThrow(/at least 1, got 0/);
    expect(() => bounded(["a"], 1.5)).toThrow(/1\.5/);
  });
});
