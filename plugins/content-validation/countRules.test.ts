/**
 * @jest-environment node
 *
 * Figures the records give, typed by hand (countRules.ts), on a throw-away copy of content/: each
 * stops the build naming the file, the record, the field, the token and what the records say.
 */
import { countsFromDocs, roundedDown } from "../content-schema";
import { loadContent } from "../../__tests__/content/loadContent";
import { contentCopy, type Json } from "../../__tests__/support/contentCopy";

const copy = contentCopy();
const counts = countsFromDocs(loadContent());

/** A stat tile of stats.json by its label: its group and index. */
function tile(label: string): { group: string; i: number } {
  const stats: Json = copy.read("stats.json");
  for (const [group, tiles] of Object.entries(stats)) {
    const i = Array.isArray(tiles) ? tiles.findIndex((t) => t.label === label) : -1;
    if (i >= 0) return { group, i };
  }
  throw new Error(`fixture: no stat tile labelled "${label}"`);
}

test("a stat tile of students, or of the ratio, typed as a figure", () => {
  const students = tile("Students");
  const ratio = tile("Student-to-faculty ratio");
  expect(
    copy.problemsAfter("stats.json", (d) => {
      d[students.group][students.i].value = "600+";
      d[ratio.group][ratio.i].value = "12:1";
    }),
  ).toEqual([
    `content/stats.json: ${ratio.group}[${ratio.i}] "Student-to-faculty ratio": field "value" is typed ("12:1"), but the records give this figure: write "{studentFacultyRatio}" (${counts.student.toLocaleString("en-US")} students, ${counts.faculty} faculty)`,
    `content/stats.json: ${students.group}[${students.i}] "Students": field "value" is typed ("600+"), but the records give this figure: write "{studentCountRounded}+" (${roundedDown(counts.student)}+ of ${counts.student.toLocaleString("en-US")} students) or "{studentCount}"`,
  ]);
});

test("a count of students or seats written in a sentence, and a typed ratio", () => {
  const problems = copy.problemsAfter("pages/careers.json", (d) => {
    d.blocks[0].lead = "A campus of 600 students and 150 seats a year, with a 12:1 student-to-faculty ratio.";
  });
  expect(problems).toEqual([
    expect.stringMatching(
      /^content\/pages\/careers\.json: blocks\[0\] "hero": field "lead" cites students by hand \("600 students"\): write \{studentCount\} /,
    ),
    expect.stringMatching(
      /^content\/pages\/careers\.json: blocks\[0\] "hero": field "lead" cites seats by hand \("150 seats"\): write \{seatCount\} /,
    ),
    `content/pages/careers.json: blocks[0] "hero": field "lead" cites the student-to-faculty ratio by hand ("12:1"): write {studentFacultyRatio} (the records give ${counts.student.toLocaleString("en-US")} students over ${counts.faculty} faculty)`,
  ]);
});

test("what is not a count of the campus passes: a scene, student organizations, a ratio of other things", () => {
  expect(
    copy.problemsAfter("pages/careers.json", (d) => {
      d.blocks[0].lead =
        "Three students at a table; 50 student organizations; one dentist for every five students; a 3:1 mix of sun and study.";
    }),
  ).toEqual([]);
});
