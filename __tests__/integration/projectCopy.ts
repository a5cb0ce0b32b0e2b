// A throw-away copy of the project for the integration tests that run Gatsby on purposely broken
// content: every source file, node_modules linked (never copied), no build, cache or git.
import fs from "fs";
import os from "os";
import path from "path";

export const projectDir = path.join(__dirname, "..", "..");
// Generated or installed trees are not part of the site's source.
const SKIP = new Set(["node_modules", ".cache", "public", ".public-last-good", ".git", "build-info", ".bench", "screenshots"]);

/** Copies the project into a new temporary folder named after `prefix`; returns its path. */
export function copyProject(prefix: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const entry of fs.readdirSync(projectDir)) {
    if (SKIP.has(entry)) continue;
    fs.cpSync(path.join(projectDir, entry), path.join(root, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(projectDir, "node_modules"), path.join(root, "node_modules"), "dir");
  return root;
}
