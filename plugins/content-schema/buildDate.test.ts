import { buildDate } from "./buildDate";

describe("buildDate: the one day a build is true for", () => {
  test("BCU_BUILD_DATE when set", () => {
    expect(buildDate({ BCU_BUILD_DATE: "2026-12-01" })).toBe("2026-12-01");
  });
  test("else the day in Florida at the given instant, whatever the machine's time zone", () => {
    // 02:00 UTC on November 27 is still November 26 in St. Pete Beach.
    expect(buildDate({}, new Date("2026-11-27T02:00:00Z"))).toBe("2026-11-26");
    expect(buildDate({ BCU_BUILD_DATE: "" }, new Date("2026-11-27T06:00:00Z"))).toBe("2026-11-27");
  });
  test("a date that is not on the calendar stops the build, naming the variable", () => {
    expect(() => buildDate({ BCU_BUILD_DATE: "2026-02-30" })).toThrow(
      'BCU_BUILD_DATE must be a real calendar date written YYYY-MM-DD, e.g. 2026-11-26 (got "2026-02-30")',
    );
    expect(() => buildDate({ BCU_BUILD_DATE: "12/01/2026" })).toThrow("BCU_BUILD_DATE");
  });
});
