// A copy of the project to build in, away from the working tree: `npm run bench` builds there so
// it never disturbs public/ or .cache/ here.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** Copies the tracked and new (not ignored) files of the working tree at `root` to `target`, with node_modules linked. */
export function copyProject(root, target) {
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
  fs.symlinkSync(path.join(root, "node_modules"), path.join(target, "node_modules"));
  // content validation and tests may look for ../shared beside the project
  const shared = path.resolve(root, "..", "shared");
  const besideTarget = path.join(path.dirname(target), "shared");
  if (fs.existsSync(shared) && !fs.existsSync(besideTarget)) fs.symlinkSync(shared, besideTarget);
}
