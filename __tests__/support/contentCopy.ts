import fs from "fs";
import os from "os";
import path from "path";
import { formatProblem, validateContentDir } from "../../plugins/content-validation";

const projectDir = path.join(__dirname, "..", "..");

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the edits reach into arbitrary JSON
export type Json = any;

/**
 * A throw-away copy of content/ for every test of the calling file, named "content" like the real
 * folder so messages read "content/x.json"; problems() are the validator's lines for the copy.
 */
export function contentCopy() {
  let root = "";
  const copy = {
    dir: "",
    read: (name: string): Json => JSON.parse(fs.readFileSync(path.join(copy.dir, name), "utf8")),
    write: (name: string, value: unknown) => fs.writeFileSync(path.join(copy.dir, name), `${JSON.stringify(value, null, 2)}\n`),
    problems: () => validateContentDir(copy.dir).map(formatProblem),
    /** The problems after one edit of one file. */
    problemsAfter(name: string, mutate: (doc: Json) => void): string[] {
      const doc = copy.read(name);
      mutate(doc);
      copy.write(name, doc);
      return copy.problems();
    },
  };
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "bcu-content-"));
    copy.dir = path.join(root, "content");
    fs.cpSync(path.join(projectDir, "content"), copy.dir, { recursive: true });
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));
  return copy;
}
