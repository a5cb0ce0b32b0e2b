/**
 * @jest-environment node
 *
 * `npm run check` (scripts/check-content.mjs): the build's content validation alone, without
 * Gatsby. Valid content exits 0 (passed deadlines are warnings); a problem exits 1 with its line.
 */
import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";

const projectDir = path.join(__dirname, "..", "..");
const script = path.join(projectDir, "scripts", "check-content.mjs");

let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "bcu-check-"));
  fs.cpSync(path.join(projectDir, "content"), path.join(root, "content"), { recursive: true });
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const check = () =>
  spawnSync(process.execPath, ["--import", "tsx", script, path.join(root, "content")], {
    encoding: "utf8",
    env: { ...process.env, BCU_BUILD_DATE: "2026-12-02" },
  });

test("valid content passes, with passed deadlines as warnings", () => {
  const result = check();
  expect(result.status).toBe(0);
  expect(result.stdout).toContain("every file in");
  expect(result.stderr).toMatch(/Content check: \d+ warnings? \(the build goes on/);
});

test("a problem fails with its file, record and field", () => {
  const file = path.join(root, "content", "programs.json");
  const doc = JSON.parse(fs.readFileSync(file, "utf8"));
  doc.programs[2].duration.fullTimeYears = 5;
  fs.writeFileSync(file, JSON.stringify(doc, null, 2));
  const result = check();
  expect(result.status).toBe(1);
  expect(result.stderr).toContain(
    'content/programs.json: programs[2] "Health Sciences": field "duration.fullTimeYears" must be between "duration.minYears" and "duration.maxYears" (got 5, range 2-4)',
  );
});
