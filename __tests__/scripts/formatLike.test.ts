/**
 * @jest-environment node
 *
 * A file saved by the editor keeps the layout it had, so git shows only the edited lines.
 */
import fs from "fs";
import path from "path";
import { formatLike, inlineContainers } from "../../scripts/edit/formatLike";

const contentDir = path.join(__dirname, "..", "..", "content");

test.each(fs.readdirSync(contentDir).filter((name) => name.endsWith(".json")))(
  "content/%s is rewritten unchanged when nothing changed",
  (name) => {
    const text = fs.readFileSync(path.join(contentDir, name), "utf8");
    expect(formatLike(text, JSON.parse(text))).toBe(text);
  },
);

const previous = `{
  "programs": [
    {
      "name": "Pharmacy",
      "duration": { "minYears": 4, "maxYears": 4 },
      "tags": ["a", "b"]
    }
  ]
}
`;

test("one-line objects and arrays are found by path and by path pattern", () => {
  const inline = inlineContainers(previous);
  expect(inline.get("programs/0/duration")).toBe(true);
  expect(inline.get("*programs/*/tags")).toBe(true);
  expect(inline.get("programs/0")).toBe(false);
  expect(inline.get("")).toBe(false);
});

test("an edited value changes its own line only", () => {
  const data = JSON.parse(previous);
  data.programs[0].name = "Clinical Pharmacy";
  expect(formatLike(previous, data)).toBe(previous.replace('"Pharmacy"', '"Clinical Pharmacy"'));
});

test("a record added in the editor takes the layout of its siblings", () => {
  const data = JSON.parse(previous);
  data.programs.push({ name: "Optometry", duration: { minYears: 4, maxYears: 5 }, tags: [] });
  expect(formatLike(previous, data)).toContain(`    {
      "name": "Optometry",
      "duration": { "minYears": 4, "maxYears": 5 },
      "tags": []
    }
  ]`);
});

test("fields come back in their previous order; new fields follow", () => {
  const data = { programs: [{ tags: ["a", "b"], duration: { maxYears: 4, minYears: 4 }, name: "Pharmacy", extra: 1 }] };
  const text = formatLike(previous, data);
  expect(text.indexOf('"name"')).toBeLessThan(text.indexOf('"duration"'));
  expect(text).toContain('{ "minYears": 4, "maxYears": 4 }');
  expect(text).toContain('"tags": ["a", "b"],\n      "extra": 1');
});

test("look-alike spaces and hyphens stay written as escapes", () => {
  expect(formatLike(`{\n  "phone": ""\n}\n`, { phone: "(727)\u00a0555\u20110142" })).toBe(
    '{\n  "phone": "(727)\\u00a0555\\u20110142"\n}\n',
  );
});

test("a previous text that is not JSON gives the plain two-space layout", () => {
  expect(formatLike('{ "a": [1, ', { a: [1, 2] })).toBe('{\n  "a": [\n    1,\n    2\n  ]\n}');
});
