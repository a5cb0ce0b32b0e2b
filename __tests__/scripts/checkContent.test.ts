/**
 * @jest-environment node
 *
 * `npm run check` (scripts/check-content.mjs): the build's content validation alone, without
 * Gatsby. Valid content exits 0 (passed deadlines are warnings); a problem exits 1 with its line.
 */
import { spawnSync } from "child_process";
import path from "path";
import { contentCopy } from "../support/contentCopy";

const projectDir = path.join(__dirname, "..", "..");
const script = path.join(projectDir, "scripts", "check-content.mjs");

const copy = contentCopy();

const check = () =>
  spawnSync(process.execPath, ["--import", "tsx", script, copy.dir], {
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
  const doc = copy.read("programs.json");
  doc.programs[2].duration.fullTimeYears = 5;
  copy.write("programs.json", doc);
  const result = check();
  expect(result.status).toBe(1);
  expect(result.stderr).toContain(
    'content/programs.json: programs[2] "Health Sciences": field "duration.fullTimeYears" must be between "duration.minYears" and "duration.maxYears" (got 5, range 2-4)',
  );
});
