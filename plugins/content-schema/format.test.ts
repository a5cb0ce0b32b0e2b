import { formatUsdCompact, formatYears, isoYears } from "./format";

describe("formatYears", () => {
  test.each([
    [4, 4, "4 years"],
    [2, 3, "2-3 years"],
    [2, 4, "2-4 years"],
    [1, 1, "1 year"],
  ])("%i..%i => %s", (min, max, expected) => {
    expect(formatYears(min, max)).toBe(expected);
  });
});

test("isoYears gives an ISO 8601 duration", () => {
  expect(isoYears(4)).toBe("P4Y");
  expect(isoYears(3)).toBe("P3Y");
});

describe("formatUsdCompact", () => {
  test.each([
    [800000, "$800K+"],
    [1200000, "$1.2M+"],
    [3600000, "$3.6M+"],
    [700000, "$700K+"],
    [300000, "$300K+"],
    [1000000, "$1M+"],
    [1250000, "$1.2M+"], // rounds down: "+" must stay true
    [1500, "$1.5K+"],
    [999, "$999+"],
    [2000000000, "$2B+"],
  ])("%i => %s", (amount, expected) => {
    expect(formatUsdCompact(amount)).toBe(expected);
  });
});
