#!/usr/bin/env node
// npm run check: validates content/ against content/schemas and the cross-file rules, exactly as
// the build does, in a few seconds and without starting Gatsby. Prints one line per problem
// (file, record, field) and exits 1 if there is any; passed deadlines are warnings (exit 0).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { contentProblemsReport, contentWarnings, contentWarningsReport, validateContentDir } from "../plugins/content-validation/index.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Validates `contentDir` and prints the result. Returns true when the content is valid
 * (warnings allowed).
 */
export function checkContent(contentDir = path.join(root, "content")) {
  const problems = validateContentDir(contentDir);
  if (problems.length > 0) {
    console.error(contentProblemsReport(problems));
    return false;
  }
  const warnings = contentWarnings(contentDir);
  if (warnings.length > 0) console.warn(contentWarningsReport(warnings));
  console.log(`Content check: every file in ${path.relative(process.cwd(), contentDir) || contentDir}/ is valid.`);
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const ok = checkContent(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  process.exit(ok ? 0 : 1);
}
