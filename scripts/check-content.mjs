#!/usr/bin/env node
// npm run check: validates content/ against content/schemas and the cross-file rules, exactly as
// the build does, in a few seconds and without starting Gatsby. Prints one line per problem
// (file, record, field) and exits 1 if there is any; passed deadlines are warnings (exit 0).
//
// The validator is TypeScript (src/node/validateContent.ts, shared with gatsby-node.ts);
// esbuild bundles it into node_modules/.cache first (a few tens of milliseconds).
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The validator module (src/node/validateContent.ts), compiled on the fly. */
export async function loadValidator() {
  const { build } = await import("esbuild");
  // Inside node_modules, so the bundle's require("ajv") resolves; one file per process, so
  // parallel checks (tests) never read each other's half-written output.
  const outfile = path.join(root, "node_modules", ".cache", "bcu-check-content", `validateContent-${process.pid}.cjs`);
  await build({
    entryPoints: [path.join(root, "src", "node", "validateContent.ts")],
    outfile,
    bundle: true,
    platform: "node",
    format: "cjs",
    packages: "external",
    logLevel: "error",
  });
  // CommonJS, so the packages' own "ajv/dist/2020"-style paths resolve as in Gatsby and Jest.
  const require = createRequire(import.meta.url);
  delete require.cache[outfile];
  try {
    return require(outfile);
  } finally {
    fs.rmSync(outfile, { force: true });
  }
}

/**
 * Validates `contentDir` and prints the result. Returns true when the content is valid
 * (warnings allowed).
 */
export async function checkContent(contentDir = path.join(root, "content")) {
  const validator = await loadValidator();
  const problems = validator.validateContentDir(contentDir, { pagesDir: path.join(root, "src", "pages") });
  if (problems.length > 0) {
    console.error(validator.contentProblemsReport(problems));
    return false;
  }
  const warnings = validator.contentWarnings(contentDir);
  if (warnings.length > 0) console.warn(validator.contentWarningsReport(warnings));
  console.log(`Content check: every file in ${path.relative(process.cwd(), contentDir) || contentDir}/ is valid.`);
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const ok = await checkContent(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  process.exit(ok ? 0 : 1);
}
