/**
 * Figures the records imply, never typed: how many students (the programs' seats times their
 * full-time years), seats in an entering class, the faculty and the student-to-faculty ratio.
 * A figure written by hand goes stale the day a program's seats change, so the build refuses it
 * and names the token that computes it (plugins/content-schema/tokens.ts), with what the records
 * say today: in any text ("a campus of 600 students", "a 12:1 student-to-faculty ratio") and in
 * a stat tile whose label names a counted set (stats.json: "600+" over "Students").
 */
import { countsFromDocs, roundedDown, type TokenCounts } from "../content-schema";
import { forEachString, type LoadedFile } from "./loadedFile";
import { problemAt } from "./paths";
import type { Problem } from "./problems";

/** A figure of two or more digits ("600", "1,200"), optionally "+": counts of people, not of a scene ("three students"). */
const FIGURE = String.raw`\d[\d,]*\d\+?`;

/** Typed figures in text: what they count, the token to write and what the records give. */
const TYPED_FIGURES: readonly { pattern: RegExp; what: string; token: (counts: TokenCounts) => string }[] = [
  {
    // Not "50 student organizations" nor "student-to-faculty": those count something else.
    pattern: new RegExp(String.raw`\b(${FIGURE})[ -](students?)\b(?![ -](organi[sz]ations?|to-|government|services?|body))`, "i"),
    what: "students",
    token: (counts) =>
      `{studentCount} (${counts.student.toLocaleString("en-US")}), or {studentCountRounded} before a "+" (${roundedDown(counts.student)})`,
  },
  {
    pattern: new RegExp(String.raw`\b(${FIGURE})[ -](seats?)\b`, "i"),
    what: "seats",
    token: (counts) => `{seatCount} (${counts.seat}, one entering class of every program)`,
  },
  {
    pattern: new RegExp(String.raw`\b(${FIGURE})[ -](faculty( members)?|professors)\b`, "i"),
    what: "faculty",
    token: (counts) => `{facultyCount} (${counts.faculty}, stats.json "faculty")`,
  },
];

/** A ratio of students to teachers: "12:1 student-to-faculty", "student-to-faculty ratio of 12:1". */
const TYPED_RATIO = /\b\d+(\.\d+)?:1\b/;
const SPEAKS_OF_RATIO = /student[- ]to[- ](faculty|teacher)|students? per (faculty|teacher)/i;

/** Stat tile labels (stats.json) that name a figure the records give, and the token for its value. */
const COUNTED_LABELS: Readonly<Record<string, (counts: TokenCounts) => string>> = {
  students: (counts) =>
    `"{studentCountRounded}+" (${roundedDown(counts.student)}+ of ${counts.student.toLocaleString("en-US")} students) or "{studentCount}"`,
  programs: (counts) => `"{programCount}" (${counts.program})`,
  doctorates: (counts) => `"{doctorateCount}" (${counts.doctorate})`,
  seats: (counts) => `"{seatCount}" (${counts.seat})`,
  faculty: (counts) => `"{facultyCount}" (${counts.faculty})`,
  "student-to-faculty ratio": (counts) =>
    `"{studentFacultyRatio}" (${counts.student.toLocaleString("en-US")} students, ${counts.faculty} faculty)`,
};

export function checkCountRules(byName: ReadonlyMap<string, LoadedFile>, problems: Problem[]): void {
  const counts = countsFromDocs(new Map([...byName].map(([name, file]) => [name, file.data])));
  const records = `the records give`;

  for (const file of byName.values()) {
    forEachString(file, problems, (value, _pointer, problem) => {
      for (const { pattern, what, token } of TYPED_FIGURES) {
        const typed = pattern.exec(value);
        if (typed)
          problem(`cites ${what} by hand ("${typed[0]}"): write ${token(counts)}: ${records} it, so it stays true when seats change`);
      }
      const ratio = SPEAKS_OF_RATIO.test(value) ? TYPED_RATIO.exec(value) : null;
      if (ratio) {
        problem(
          `cites the student-to-faculty ratio by hand ("${ratio[0]}"): write {studentFacultyRatio} (${records} ${counts.student.toLocaleString("en-US")} students over ${counts.faculty} faculty)`,
        );
      }
    });
  }

  // A stat tile whose label is a counted set shows a token, never a typed figure.
  const stats = byName.get("stats.json");
  const groups = stats?.data !== null && typeof stats?.data === "object" ? Object.entries(stats.data as Record<string, unknown>) : [];
  for (const [group, tiles] of groups) {
    if (!Array.isArray(tiles)) continue;
    tiles.forEach((tile: unknown, i) => {
      const { label, value } = (tile ?? {}) as { label?: unknown; value?: unknown };
      const wanted = typeof label === "string" ? COUNTED_LABELS[label.trim().toLowerCase()] : undefined;
      if (!wanted || typeof value !== "string" || value.includes("{")) return;
      problems.push({
        ...problemAt(stats!, `/${group}/${i}`),
        field: "value",
        message: `is typed ("${value}"), but ${records} this figure: write ${wanted(counts)}`,
      });
    });
  }
}
