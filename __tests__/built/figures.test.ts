/** @jest-environment jsdom */
// Every figure a built page states about the university agrees with the records (issue 46, point
// 3): students, the student-to-faculty ratio, programs, doctorates and each program's seats, as a
// visitor reads them in any page's text or stat tiles. The expected figures are computed here from
// programs.json and stats.json, independently of the build's tokens: students are each program's
// seats per class times its full-time years, the ratio students over the full-time faculty.
import fs from "fs";
import path from "path";
import { ALL_ROUTES, requireBuild } from "../e2e/routes";
import programsFile from "../../content/programs.json";
import stats from "../../content/stats.json";
import programPage from "../../content/programPage.json";

interface ProgramRecord {
  slug: string;
  degree: string;
  duration: { maxYears: number; fullTimeYears?: number };
  classProfile: { seats: number };
}
const programs = programsFile.programs as ProgramRecord[];

const students = programs.reduce((sum, p) => sum + p.classProfile.seats * (p.duration.fullTimeYears ?? p.duration.maxYears), 0);
const leading = 10 ** Math.floor(Math.log10(students));
const studentsRounded = Math.floor(students / leading) * leading;
const ratio = `${Math.round(students / stats.faculty)}:1`;
const doctorates = programs.filter((p) => p.degree.startsWith("Doctor of")).length;
const WORDS = "zero one two three four five six seven eight nine ten eleven twelve".split(" ");
const asNumber = (figure: string) => (/^\d/.test(figure) ? Number(figure.replace(/,/g, "")) : WORDS.indexOf(figure.toLowerCase()));

const dir = requireBuild();
const pages = ALL_ROUTES.map((route) => {
  const html = fs.readFileSync(path.join(dir, route.html), "utf8");
  const doc = new DOMParser().parseFromString(html, "text/html");
  doc.querySelectorAll("script, style").forEach((el) => el.remove());
  const description = doc.querySelector('meta[name="description"]')?.getAttribute("content") ?? "";
  return { route: route.path, doc, text: `${doc.title} ${description} ${doc.body.textContent ?? ""}`.replace(/\s+/g, " ") };
});

test("the campus figures are what the records give, and some page states each", () => {
  expect(studentsRounded).toBeGreaterThanOrEqual(600); // the spec's "600+ Students"
  expect(studentsRounded).toBeLessThan(700);
  expect(ratio).toBe("12:1"); // the spec's student-to-faculty ratio
  const tiles = pages.flatMap(({ route, doc }) =>
    Array.from(doc.querySelectorAll("li"), (li) => Array.from(li.children, (c) => c.textContent?.trim() ?? ""))
      .filter((cells) => cells.length === 2)
      .map(([value, label]) => ({ route, value, label })),
  );
  const shown = (label: string) => tiles.filter((t) => t.label === label).map((t) => `${t.route}: ${t.value}`);
  expect(shown("Students").length).toBeGreaterThan(0);
  expect(shown("Students")).toEqual(shown("Students").map((s) => s.replace(/: .*/, `: ${studentsRounded}+`)));
  expect(shown("Student-to-faculty ratio")).toEqual(shown("Student-to-faculty ratio").map((s) => s.replace(/: .*/, `: ${ratio}`)));
  expect(shown("Programs")).toEqual(shown("Programs").map((s) => s.replace(/: .*/, `: ${programs.length}`)));
});

test.each(pages.map((p) => [p.route, p] as const))(
  "%s: every count of students, programs, doctorates and the ratio agrees",
  (_route, { text }) => {
    const wrong: string[] = [];
    for (const [, figure, plus] of text.matchAll(/\b(\d[\d,]*)(\+?) students\b/g)) {
      if (asNumber(figure) !== (plus ? studentsRounded : students)) wrong.push(`${figure}${plus} students (records: ${students})`);
    }
    for (const [, figure] of text.matchAll(/\b(\d+:1) student-to-faculty\b/g))
      if (figure !== ratio) wrong.push(`${figure} (records: ${ratio})`);
    for (const [, figure] of text.matchAll(new RegExp(`\\b(\\d+|${WORDS.join("|")}) (?:degree )?programs\\b`, "gi"))) {
      if (asNumber(figure) !== programs.length) wrong.push(`${figure} programs (records: ${programs.length})`);
    }
    for (const [, figure] of text.matchAll(new RegExp(`\\b(\\d+|${WORDS.join("|")}) doctorates\\b`, "gi"))) {
      if (asNumber(figure) !== doctorates) wrong.push(`${figure} doctorates (records: ${doctorates})`);
    }
    expect(wrong).toEqual([]);
  },
);

/** The program page's Class Profile section: programPage.json's figures block of the classProfile set. */
const classProfileId = (programPage.blocks as { type: string; id?: string; figures?: string }[]).find(
  (block) => block.type === "figures" && block.figures === "classProfile",
)?.id;
if (!classProfileId) throw new Error("content/programPage.json has no figures block of the classProfile set with an id");

test.each(programs.map((p) => [p.slug, p] as const))("%s: its class profile shows the record's seats per class", (slug, program) => {
  const page = pages.find((p) => p.route === `/academics/${slug}/`)!;
  const profile = page.doc.getElementById(classProfileId);
  const seats = Array.from(profile?.querySelectorAll("li") ?? []).find((li) =>
    li.textContent?.includes(programPage.classProfile.seatsLabel),
  );
  expect(seats?.textContent).toContain(String(program.classProfile.seats));
});
