// A copy of the project to work in, away from the working tree: `npm run bench` builds there so it
// never disturbs public/ or .cache/ here, and the integration tests break its content on purpose.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * Copies what a clone of the working tree at `root` would hold (its tracked and new, not ignored,
 * files: no build, cache or git) to `target`, with node_modules linked, never copied.
 */
export function copyProject(root: string, target: string): void {
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { cwd: root })
    .toString()
    .split("\0")
    .filter(Boolean);
  for (const file of files) {
    const from = path.join(root, file);
    if (!fs.existsSync(from)) continue; // deleted in the working tree
    fs.mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    fs.copyFileSync(from, path.join(target, file));
  }
  fs.symlinkSync(path.join(root, "node_modules"), path.join(target, "node_modules"), "dir");
}
