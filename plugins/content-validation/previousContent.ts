// What a content file held before the change being checked, for the rules about what is new (a
// new event may not lie in the past: eventRules.ts). Two sources:
// - committedContent: the version in git's HEAD, for `npm run check`, `npm run build` and
//   develop, so an uncommitted record is new. After the commit nothing is new, so a daily build
//   of a clean checkout (CI) never fails on an event that has since passed.
// - savedContent: the file on disk, for the editor's check of a proposed save (scripts/edit.mjs),
//   so a record added or re-dated in this save is new.
// Each answers the parsed JSON, null when the file is new (not in the previous version), and
// undefined when the previous version is unknown (no git, no commit, a folder git does not
// track, a file that does not parse): then nothing counts as new, and no such rule reports.
import { spawnSync } from "child_process";
import fs from "fs";
import path from "path";

/** A content file's previous JSON by its name in the folder ("events.json"); see above. */
export type PreviousContent = (name: string) => unknown;

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** The content of `dir` as committed in git's HEAD. */
export function committedContent(dir: string): PreviousContent {
  const git = (...args: string[]) =>
    spawnSync("git", ["-C", dir, ...args], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], env: { ...process.env, LC_ALL: "C" } });
  let committed: Set<string> | null | undefined;
  return (name) => {
    if (committed === undefined) {
      // The files of this folder in HEAD: none (or no git, no repository, no commit) is unknown.
      const listed = git("ls-tree", "--name-only", "HEAD", "--", ".");
      const names = listed.status === 0 ? listed.stdout.split("\n").filter(Boolean) : [];
      committed = names.length > 0 ? new Set(names) : null;
    }
    if (committed === null) return undefined;
    if (!committed.has(name)) return null;
    const shown = git("show", `HEAD:./${name}`);
    return shown.status === 0 ? parse(shown.stdout) : undefined;
  };
}

/** The content of `dir` as saved on disk now. */
export function savedContent(dir: string): PreviousContent {
  return (name) => {
    const file = path.join(dir, name);
    return fs.existsSync(file) ? parse(fs.readFileSync(file, "utf8")) : null;
  };
}
