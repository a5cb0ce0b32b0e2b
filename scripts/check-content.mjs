#!/usr/bin/env node
// npm run check: validates content/ against content/schemas and the cross-file rules, exactly as
// the build does, in a few seconds and without starting Gatsby. Prints one line per problem
// (file, record, field) and exits 1 if there is any; passed deadlines are warnings (exit 0).
import path from "node:path";
import { isMain, root } from "./lib/cli.mjs";
import { contentProblemsReport, contentWarnings, contentWarningsReport, validateContentDir } from "../plugins/content-validation/index.ts";

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

if (isMain(import.meta.url)) {
  const ok = checkContent(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  process.exit(ok ? 0 : 1);
}
