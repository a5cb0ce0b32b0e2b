/**
 * The records against the specification's counts and business constants (SPEC §3, §9). Labels
 * computed from raw values (funding, durations, dates) are checked through the same helpers
 * the pages use, so what the site shows is what the spec says.
 */
import fs from "fs";
import path from "path";
import { ICON_NAMES } from "../../src/lib/icons";
import { formatDeadlineDate, formatUsdCompact, formatYears } from "../../src/lib/format";
import { fillTokens } from "../../src/lib/text";

const contentDir = path.join(__dirname, "..", "..", "content");
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schemas (tested elsewhere) give the shapes
const load = (name: string): any => JSON.parse(fs.readFileSync(path.join(contentDir, name), "utf8"));

const programs = load("programs.json").programs;
const stories = load("stories.json").stories;
const steps = load("applicationSteps.json").steps;
const deadlines = load("deadlines.json").deadlines;
const requirements = load("requirements.json").requirements;
const areas = load("researchAreas.json").areas;
const publications = load("publications.json").publications;
const values = load("coreValues.json").values;
const timeline = load("timeline.json").entries;
const stats = load("stats.json");
const site = load("site.json");
const counts = { programCount: programs.length };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const shown = (group: any[]) => group.map((stat) => [fillTokens(stat.value, counts), stat.label]);

describe("programs", () => {
  test("8 programs in the spec's order", () => {
    expect(programs.map((p: { name: string }) => p.name)).toEqual([
      "Dental Medicine",
      "Graduate Studies",
      "Health Sciences",
      "Optometry",
      "Osteopathic Medicine",
      "Pharmacy",
      "Podiatric Medicine",
      "Veterinary Medicine",
    ]);
  });

  test("durations per spec §9", () => {
    const durations = Object.fromEntries(
      programs.map((p: { name: string; duration: { minYears: number; maxYears: number } }) => [
        p.name,
        formatYears(p.duration.minYears, p.duration.maxYears),
      ]),
    );
    expect(durations).toEqual({
      "Dental Medicine": "4 years",
      "Graduate Studies": "2-3 years",
      "Health Sciences": "2-4 years",
      Optometry: "4 years",
      "Osteopathic Medicine": "4 years",
      Pharmacy: "4 years",
      "Podiatric Medicine": "4 years",
      "Veterinary Medicine": "4 years",
    });
  });

  test("slugs are the kebab-case names (they are the /academics anchors)", () => {
    for (const program of programs) {
      expect(program.slug).toBe(program.name.toLowerCase().replace(/ /g, "-"));
    }
  });

  test("icons exist in the icon map", () => {
    for (const program of programs) expect(ICON_NAMES).toContain(program.icon);
  });

  test("colours are distinct and white text on them reaches 4.5:1 (WCAG AA)", () => {
    const colors = programs.map((p: { color: string }) => p.color.toLowerCase());
    expect(new Set(colors).size).toBe(programs.length);
    for (const color of colors) expect(contrastWithWhite(color)).toBeGreaterThanOrEqual(4.5);
  });

  test("summary is one sentence, description two or three", () => {
    const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z])/).length;
    for (const program of programs) {
      expect(sentences(program.summary)).toBe(1);
      expect(sentences(program.description)).toBeGreaterThanOrEqual(2);
      expect(sentences(program.description)).toBeLessThanOrEqual(3);
    }
  });
});

describe("student stories", () => {
  test("4 stories, first names only, each from a real program", () => {
    expect(stories).toHaveLength(4);
    const names = programs.map((p: { name: string }) => p.name);
    for (const story of stories) {
      expect(story.name).toMatch(/^[A-Z][a-z]+$/);
      expect(names).toContain(story.program);
    }
  });

  test("photos use the natural-light testimonial portraits", () => {
    expect(stories.map((s: { photo: string }) => s.photo)).toEqual(["testimonial-woman-denim", "testimonial-man-coast", "testimonial-woman-green-sweater", "testimonial-woman-sunlit"]);
  });
});

test("4 application steps with the spec's titles, numbered 1-4", () => {
  expect(steps.map((s: { number: number; title: string }) => [s.number, s.title])).toEqual([
    [1, "Submit Application"],
    [2, "Required Documents"],
    [3, "Interview"],
    [4, "Decision & Enrollment"],
  ]);
});

describe("deadlines", () => {
  test("6 deadlines per spec §9, all Open", () => {
    expect(deadlines.map((d: { program: string; deadline: string; status: string }) => [d.program, d.deadline, d.status])).toEqual([
      ["Dental Medicine", "December 1, 2025", "Open"],
      ["Veterinary Medicine", "January 15, 2026", "Open"],
      ["Osteopathic Medicine", "February 1, 2026", "Open"],
      ["Pharmacy", "March 1, 2026", "Open"],
      ["Optometry", "March 15, 2026", "Open"],
      ["Graduate Studies", "Rolling admissions", "Open"],
    ]);
  });

  test("machine dates agree with the text; rolling admissions has none", () => {
    for (const deadline of deadlines) {
      if (deadline.program === "Graduate Studies") expect(deadline.date).toBeUndefined();
      else expect(formatDeadlineDate(deadline.date)).toBe(deadline.deadline);
    }
  });
});

test("6 requirements per spec §9", () => {
  expect(requirements).toEqual([
    "Bachelor's degree from an accredited institution",
    "Completion of prerequisite coursework",
    "Competitive GPA and test scores",
    "3 letters of recommendation",
    "Personal statement",
    "Healthcare experience (preferred)",
  ]);
});

test("5 research areas with the spec's funding labels", () => {
  expect(areas.map((a: { title: string; fundingUsd: number }) => [a.title, formatUsdCompact(a.fundingUsd)])).toEqual([
    ["Biomedical Sciences", "$800K+"],
    ["Clinical Research", "$1.2M+"],
    ["Pharmaceutical Sciences", "$700K+"],
    ["Public Health", "$600K+"],
    ["Behavioral Health", "$300K+"],
  ]);
});

test("3 publications, each with authors, journal and a plausible year", () => {
  expect(publications).toHaveLength(3);
  for (const publication of publications) {
    expect(publication.authors.length).toBeGreaterThan(0);
    expect(publication.journal).not.toBe("");
    expect(publication.year).toBeGreaterThanOrEqual(2020);
    expect(publication.year).toBeLessThanOrEqual(2025);
  }
});

test("4 core values with known icons", () => {
  expect(values).toHaveLength(4);
  for (const value of values) expect(ICON_NAMES).toContain(value.icon);
});

test("6 timeline entries in the spec's years, starting at the founding year", () => {
  expect(timeline.map((e: { year: number }) => e.year)).toEqual([1900, 1950, 1985, 2000, 2020, 2025]);
  expect(timeline[0].year).toBe(site.foundingYear);
});

describe("stats", () => {
  test("home", () => {
    expect(shown(stats.home)).toEqual([
      ["$3.6M+", "Annual research investment"],
      ["3.8K+", "Alumni practicing globally"],
      ["12:1", "Student-to-faculty ratio"],
      ["600+", "Students"],
    ]);
  });

  test("research", () => {
    expect(shown(stats.research)).toEqual([
      ["$3.6M+", "Research funding"],
      ["15+", "Researchers"],
      ["20+", "Publications annually"],
      ["5+", "Research projects"],
    ]);
  });

  test("about: 125+ years, 38,000+ alumni, 8 programs computed from the records", () => {
    expect(shown(stats.about)).toEqual([
      ["125+", "Years of healthcare education"],
      ["38,000+", "Alumni"],
      ["8", "Programs"],
    ]);
    expect(stats.about[2].value).toBe("{programCount}");
  });

  test("student experience: 50+ student organizations", () => {
    expect(shown(stats.studentExperience)).toEqual([["50+", "Student organizations"]]);
  });

  test("the home research figure is the sum of the area funding, rounded down", () => {
    const total = areas.reduce((sum: number, area: { fundingUsd: number }) => sum + area.fundingUsd, 0);
    expect(formatUsdCompact(total)).toBe(stats.home[0].value);
    expect(formatUsdCompact(total)).toBe(stats.research[0].value);
  });
});

test("behaviour constants per spec §9", () => {
  expect(site.behaviour).toEqual({ carouselIntervalMs: 5000, navSolidAfterPx: 50, revealAtViewportFraction: 0.8 });
});

/** WCAG 2.x contrast ratio of white on a #rrggbb colour. */
function contrastWithWhite(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05);
}
