import fs from "fs";
import path from "path";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schemas (tested elsewhere) give the shapes
type Json = any;

/** Every content/*.json, parsed, by file name. */
export function loadContent(dir: string = path.join(__dirname, "..", "..", "content")): Map<string, Json> {
  const docs = new Map<string, Json>();
  for (const name of fs.readdirSync(dir).filter((n) => n.endsWith(".json"))) {
    docs.set(name, JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")));
  }
  return docs;
}

// A helper in __tests__ is collected as a suite too; this one checks the helper itself.
test("loadContent reads every content file", () => {
  expect(loadContent().get("programs.json").programs.length).toBeGreaterThan(0);
});
