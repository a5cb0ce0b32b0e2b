/**
 * @jest-environment node
 *
 * Each sentence once (issue 46, point 5), over every content file and page file: no two content
 * strings of one or more sentences are the same, and no sentence is written in two places. A
 * field shown in several places (a program's summary on its tile and its page) is one string, so
 * it passes; what fails is the same words typed twice, which drift apart on the next edit.
 * (Each photo on one page only is a build rule: plugins/content-validation/photoRules.ts.)
 */
import fs from "fs";
import path from "path";
import { filled } from "./loadContent";

const CONTENT = path.join(__dirname, "..", "..", "content");
const files = [
  ...fs.readdirSync(CONTENT).filter((name) => name.endsWith(".json")),
  ...fs.readdirSync(path.join(CONTENT, "pages")).map((name) => `pages/${name}`),
];

/** Every string of a content file that says something in sentences, with where it is ("programs.json /programs/2/overview"). */
function sentenceStrings(): { where: string; text: string }[] {
  const out: { where: string; text: string }[] = [];
  const visit = (value: unknown, where: string) => {
    if (typeof value === "string") {
      const text = filled(value).trim();
      if (sentencesOf(text).length > 0) out.push({ where, text });
    } else if (Array.isArray(value)) value.forEach((item, i) => visit(item, `${where}/${i}`));
    else if (value !== null && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) if (key !== "$schema" && key !== "$comment") visit(item, `${where}/${key}`);
    }
  };
  for (const file of files) visit(JSON.parse(fs.readFileSync(path.join(CONTENT, file), "utf8")), `${file} `);
  return out;
}

/** The sentences of a text: runs of six words or more ending in ".", "!" or "?" (not labels, names or list items). */
function sentencesOf(text: string): string[] {
  return (text.match(/[^.!?]+[.!?]+(?=\s|$)/g) ?? []).map((s) => s.trim()).filter((s) => s.split(/\s+/).length >= 6);
}

/** Groups of places that hold the same key, only those with two or more. */
function repeated(entries: { where: string; key: string }[]): Record<string, string[]> {
  const places = new Map<string, string[]>();
  for (const { where, key } of entries) places.set(key, [...(places.get(key) ?? []), where]);
  return Object.fromEntries([...places].filter(([, where]) => where.length > 1));
}

const strings = sentenceStrings();

test("the content has sentences to compare", () => {
  expect(strings.length).toBeGreaterThan(100);
});

test("no two content strings of one or more sentences are the same", () => {
  expect(repeated(strings.map(({ where, text }) => ({ where, key: text })))).toEqual({});
});

test("no sentence is written in two places", () => {
  expect(repeated(strings.flatMap(({ where, text }) => sentencesOf(text).map((sentence) => ({ where, key: sentence }))))).toEqual({});
});

test("the checks catch a string or a sentence typed twice", () => {
  const overview = "Students see patients from the first year. Rotations take you across the Gulf Coast.";
  const typed = [
    { where: "a", text: overview },
    { where: "b", text: overview },
    { where: "c", text: "A card of its own. Rotations take you across the Gulf Coast." },
  ];
  expect(repeated(typed.map(({ where, text }) => ({ where, key: text })))).toEqual({ [overview]: ["a", "b"] });
  expect(repeated(typed.flatMap(({ where, text }) => sentencesOf(text).map((key) => ({ where, key }))))).toEqual({
    "Students see patients from the first year.": ["a", "b"],
    "Rotations take you across the Gulf Coast.": ["a", "b", "c"],
  });
});
