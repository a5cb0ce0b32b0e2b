/** @jest-environment node */
import {
  applySectionId,
  breadcrumbTrail,
  classProfileFigures,
  formatUsd,
  outcomeTable,
  programApplyPath,
  programCycle,
  programPagePath,
  relatedPrograms,
} from "./programPages";

test("a program's page lives under /academics/ with the trailing slash every host serves", () => {
  expect(programPagePath("dental-medicine")).toBe("/academics/dental-medicine/");
  expect(programApplyPath("dental-medicine", "how-to-apply")).toBe("/academics/dental-medicine/#how-to-apply");
});

test("every Apply for a program leads to the section of its page's programApply block", () => {
  expect(applySectionId([{ type: "programHero" }, { type: "programApply", id: "how-to-apply" }])).toBe("how-to-apply");
  expect(() => applySectionId([{ type: "programHero" }])).toThrow("content/programPage.json has no programApply block");
});

test("relatedPrograms: the records the program's related slugs name, in their order (closest first), not the file's", () => {
  const programs = ["dental-medicine", "optometry", "osteopathic-medicine", "podiatric-medicine"].map((slug) => ({ slug }));
  expect(relatedPrograms(programs, ["osteopathic-medicine", "dental-medicine", "optometry"]).map((p) => p.slug)).toEqual([
    "osteopathic-medicine",
    "dental-medicine",
    "optometry",
  ]);
  expect(relatedPrograms(programs, [])).toEqual([]);
});

test("formatUsd writes whole dollars with thousands separators", () => {
  expect(formatUsd(78400)).toBe("$78,400");
  expect(formatUsd(111000)).toBe("$111,000");
  expect(formatUsd(950)).toBe("$950");
  expect(formatUsd(1234567)).toBe("$1,234,567");
});

describe("classProfileFigures", () => {
  const copy = {
    seatsLabel: "Seats",
    gpaLabel: "Median GPA",
    testLabel: "Median {test} score",
    noTestValue: "None",
    noTest: "Tests required",
  };
  test("seats, GPA with two decimals, the test with its full name and which score", () => {
    expect(
      classProfileFigures(
        {
          seats: 60,
          medianGpa: 3.5,
          test: { name: "DAT", fullName: "Dental Admission Test", score: "20", scoreLabel: "Academic Average" },
        },
        copy,
      ),
    ).toEqual([
      { value: "60", label: "Seats" },
      { value: "3.50", label: "Median GPA" },
      { value: "20", label: "Median DAT score: Dental Admission Test, Academic Average" },
    ]);
  });
  test("a program without an admission test says so", () => {
    expect(classProfileFigures({ seats: 75, medianGpa: 3.35 }, copy)[2]).toEqual({ value: "None", label: "Tests required" });
  });
});

test("breadcrumbTrail: Home, then the navigation's Academics link, at its canonical path", () => {
  expect(
    breadcrumbTrail("Home", [
      { label: "Academics", to: "/academics" },
      { label: "About", to: "/about" },
    ]),
  ).toEqual([
    { label: "Home", to: "/" },
    { label: "Academics", to: "/academics/" },
  ]);
  expect(breadcrumbTrail("Home", [{ label: "About", to: "/about" }])).toEqual([{ label: "Home", to: "/" }]);
});

test("outcomeTable: a column per class, oldest first; a row per measure, then on-time graduation and attrition", () => {
  const results = (...percents: number[]) => percents.map((percent, i) => ({ year: 2024 + i, percent }));
  const copy = { yearLabel: "Class of {year}", onTimeLabel: "Graduated on time, within {years}", attritionLabel: "Attrition" };
  const table = outcomeTable(
    {
      duration: { maxYears: 4, fullTimeYears: 2 },
      outcomes: [{ measure: "Board pass rate", results: results(94, 96, 95) }],
      completion: { onTime: results(90, 91, 92), attrition: results(4, 3, 3) },
    },
    copy,
  );
  expect(table).toEqual({
    columns: ["Class of 2024", "Class of 2025", "Class of 2026"],
    rows: [
      { measure: "Board pass rate", values: ["94%", "96%", "95%"] },
      { measure: "Graduated on time, within 2 years", values: ["90%", "91%", "92%"] },
      { measure: "Attrition", values: ["4%", "3%", "3%"] },
    ],
  });
});

describe("programCycle", () => {
  const cycle = { opens: "2026-06-01", nextOpens: "2027-06-01" };
  test("the university's cycle, unless the service opens its next one on its own day", () => {
    expect(programCycle(cycle, undefined)).toEqual({ opens: "2026-06-01", nextOpens: "2027-06-01" });
    expect(programCycle(cycle, "2027-01-20")).toEqual({ opens: "2026-06-01", nextOpens: "2027-01-20" });
  });
  test("dates as Gatsby's nodes hold them (with a time) become days; no cycle, none", () => {
    expect(programCycle({ opens: "2026-06-01T00:00:00.000Z", nextOpens: null }, null)).toEqual({ opens: "2026-06-01", nextOpens: null });
    expect(programCycle(undefined, "2027-01-20")).toBeNull();
  });
});
