import fs from "fs";
import path from "path";
import { COUNTED_RECORDS, countsFromDocs, fillTokens } from "../../src/lib/text";

// What the GraphQL layer's @fillTokens (src/node/schema.ts) does to page-query results: every
// {token} in every string filled from the records. Page fixtures built from the raw
// content files go through this, so the pages are tested with the data they really receive.
const contentDir = path.join(__dirname, "..", "..", "content");
const counts = countsFromDocs(
  new Map(Object.values(COUNTED_RECORDS).map(({ file }) => [file, JSON.parse(fs.readFileSync(path.join(contentDir, file), "utf8"))])),
);

export function withTokensFilled<T>(value: T): T {
  if (typeof value === "string") return fillTokens(value, counts) as T;
  if (Array.isArray(value)) return value.map((item) => withTokensFilled(item)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withTokensFilled(item)])) as T;
  }
  return value;
}

// A fixture file in __tests__ is collected as a suite too; this one checks the fixture itself.
test("withTokensFilled fills every {programCount} at any depth and leaves the rest as it is", () => {
  const n = String(counts.program);
  expect(withTokensFilled({ a: "{programCount} programs", b: [{ c: "Our {programCount}" }, 3, null], d: "Show story {n}" })).toEqual({
    a: `${n} programs`,
    b: [{ c: `Our ${n}` }, 3, null],
    d: "Show story {n}",
  });
});
