/**
 * @jest-environment node
 *
 * End to end: a real `gatsby build` of a copy of the project with one broken record must stop
 * with a message naming the file, the record and the field, and must not create public/.
 */
import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";

const projectDir = path.join(__dirname, "..", "..", "..");
// Generated or installed trees are not part of the site's source; node_modules is linked.
const SKIP = new Set(["node_modules", ".cache", "public", ".git"]);

let root: string;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "bcu-build-"));
  for (const entry of fs.readdirSync(projectDir)) {
    if (SKIP.has(entry)) continue;
    fs.cpSync(path.join(projectDir, entry), path.join(root, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(projectDir, "node_modules"), path.join(root, "node_modules"), "dir");
});

afterAll(() => {
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

test("a malformed record stops gatsby build before public/ exists", () => {
  const file = path.join(root, "content", "programs.json");
  const doc = JSON.parse(fs.readFileSync(file, "utf8"));
  doc.programs[3].duration.maxYears = "four";
  fs.writeFileSync(file, JSON.stringify(doc, null, 2));

  const result = spawnSync(path.join(root, "node_modules", ".bin", "gatsby"), ["build"], {
    cwd: root,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1", NODE_ENV: "production" },
    encoding: "utf8",
    timeout: 170_000,
  });
  const output = `${result.stdout}\n${result.stderr}`;

  expect(result.error).toBeUndefined();
  expect(result.status).not.toBe(0);
  expect(output).toContain("Content validation failed: 1 problem in content/");
  expect(output).toContain('content/programs.json: programs[3] "Optometry": field "duration.maxYears" must be an integer (got "four")');
  expect(fs.existsSync(path.join(root, "public"))).toBe(false);
}, 180_000);
