/** @jest-environment node */
import path from "path";
import { formatProblem, validateContentDir } from ".";

const contentDir = path.join(__dirname, "..", "..", "content");

test("the real content validates with zero problems", () => {
  const problems = validateContentDir(contentDir).map(formatProblem);
  expect(problems).toEqual([]);
});
