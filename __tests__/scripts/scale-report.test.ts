/** @jest-environment node */
import {
  budgetViolations,
  gatsbySteps,
  jsBudgetFor,
  linearityVerdict,
  medianOf,
  scaleFactors,
  type Budget,
} from "../../scripts/lib/scale-report";

describe("scaleFactors (BENCH_SCALE)", () => {
  // Unset or empty: the site as it is, x10 and x100; a list always gets the x1 baseline, sorted, without repeats; off: none.
  test.each([
    [undefined, [1, 10, 100]],
    [" ", [1, 10, 100]],
    ["100, 10", [1, 10, 100]],
    ["2,2", [1, 2]],
    ["off", []],
  ])("%p gives %p", (value, factors) => expect(scaleFactors(value)).toEqual(factors));
  test.each(["10x", "0", "1.5"])("%p is refused with the variable's name", (value) =>
    expect(() => scaleFactors(value)).toThrow(/BENCH_SCALE/),
  );
});

test("gatsbySteps reads Gatsby's success lines and sums a step that repeats", () => {
  const log = [
    "success load plugins - 1.234s",
    "success run page queries - 12.300s - 800/800 65.04/s",
    "info something else - 3s",
    "success Building static HTML for pages - 5.1s - 807/807 158.2/s",
    "success run page queries - 0.200s - 2/2 10/s",
  ].join("\n");
  expect(gatsbySteps(log)).toEqual({ "load plugins": 1.2, "run page queries": 12.5, "Building static HTML for pages": 5.1 });
});

const budget: Budget = { floorJsGzip: 1000, maxJsOverFloorGzip: 100, maxHtmlGzip: 500 };

test("budgets over built pages: every page over its HTML or JS budget is named, with the figures; pages within say nothing", () => {
  expect(
    budgetViolations(
      [
        { route: "/about/", htmlGzip: 500, jsGzip: 1100 },
        { route: "/academics/", htmlGzip: 501, jsGzip: 1101 },
        { route: "/academics/x-track-2/", htmlGzip: 10, jsGzip: 1121 },
      ],
      budget,
    ),
  ).toEqual([
    "/academics/: HTML 501 B gzip > 500 B",
    "/academics/: first-load JS 1101 B gzip > its budget 1100 B",
    "/academics/x-track-2/: first-load JS 1121 B gzip > its budget 1100 B",
  ]);
});

describe("linearityVerdict", () => {
  test("a fixed cost plus the same cost per page is linear", () => {
    const result = linearityVerdict([
      { factor: 1, pages: 15, seconds: 60 + 15 * 0.1 },
      { factor: 10, pages: 87, seconds: 60 + 87 * 0.1 },
      { factor: 100, pages: 807, seconds: 60 + 807 * 0.1 },
    ]);
    expect(result.linear).toBe(true);
    expect(result.marginalSecondsPerPage).toEqual({ "x1->x10": 0.1, "x10->x100": 0.1 });
    expect(result.verdict).toMatch(/^at most linear/);
  });

  test("time growing with the square of the pages is superlinear, and the verdict says by how much", () => {
    const seconds = (pages: number) => 60 + (pages * pages) / 1000;
    const result = linearityVerdict([
      { factor: 100, pages: 807, seconds: seconds(807) },
      { factor: 1, pages: 15, seconds: seconds(15) },
      { factor: 10, pages: 87, seconds: seconds(87) },
    ]);
    expect(result.linear).toBe(false);
    expect(result.verdict).toMatch(/^superlinear: x10->x100 costs 0\.894 s per added page, more than 0\.292 s/);
  });

  test("within the tolerance and the noise allowance it passes; past them it fails", () => {
    const sizes = (last: number) => [
      { factor: 1, pages: 10, seconds: 50 },
      { factor: 10, pages: 110, seconds: 60 }, // 0.1 s per page
      { factor: 100, pages: 1110, seconds: last },
    ];
    // allowed: 0.1 x 1.5 + 10 s / 100 pages = 0.25 s per page over 1000 pages
    expect(linearityVerdict(sizes(60 + 250)).linear).toBe(true);
    expect(linearityVerdict(sizes(60 + 251)).linear).toBe(false);
  });

  test("two sizes cannot be judged", () => {
    const result = linearityVerdict([
      { factor: 1, pages: 15, seconds: 60 },
      { factor: 10, pages: 87, seconds: 70 },
    ]);
    expect(result.verdict).toMatch(/not judged/);
  });
});

describe("medianOf (the LCP the bench compares)", () => {
  test("the middle run, whatever the order: one slow run does not move it", () => {
    expect(medianOf([1822, 1671, 1672])).toBe(1672);
    expect(medianOf([1657])).toBe(1657);
  });
  test("an even count: the mean of the two middle values", () => expect(medianOf([1500, 1400, 1610, 1520])).toBe(1510));
  test("no values: refused", () => expect(() => medianOf([])).toThrow(/no values/));
});

test("a route's JavaScript exception raises its budget alone", () => {
  const withException: Budget = { ...budget, jsExceptions: { "/calc/": { maxJsOverFloorGzip: 300, why: "a calculator" } } };
  expect(jsBudgetFor("/calc/", withException)).toBe(1300);
  expect(jsBudgetFor("/about/", withException)).toBe(1100);
  expect(
    budgetViolations(
      [
        { route: "/calc/", htmlGzip: 10, jsGzip: 1250 },
        { route: "/about/", htmlGzip: 10, jsGzip: 1250 },
      ],
      withException,
    ),
  ).toEqual(["/about/: first-load JS 1250 B gzip > its budget 1100 B"]);
});
