#!/usr/bin/env node
// npm run test:e2e: builds the site once, then runs the built-site tests (__tests__/built), the
// integration tests that run Gatsby on a copy of the project (__tests__/integration) and the
// real-browser tests (__tests__/e2e) with jest.e2e.config.js. The jest globalSetup starts nginx
// and one headless Chromium (its globalTeardown stops them); hosts.test.ts starts and stops
// Cloudflare's runtime (wrangler pages dev) for its own checks.
// The one build is also the check that a successful build replaces public/ whole: a marker put
// into the previous public/ must be gone afterwards, and nothing left set aside.
//
// Environment:
//   CHROME_PATH      Chromium binary (default Debian's /usr/bin/chromium-headless-shell, see
//                    __tests__/e2e/engines/browserVersions.cjs; never downloads a browser)
//   E2E_SKIP_BUILD=1 use the existing public/ (while developing the tests)
//   E2E_PUBLIC_DIR   test this build directory instead of public/ (a snapshot)
//   E2E_BUILD_ONLY=1 build and check that public/ was replaced whole, then stop (npm test's first
//                    stage: typecheck and lint read the types the build generates)
// Extra arguments go to jest (e.g. a test path pattern or -t "name").
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { root } from "./lib/cli.mjs";

// No build for tests that cannot start their browser.
const { chromiumLaunchOptions } = createRequire(import.meta.url)("../__tests__/e2e/engines/browserVersions.cjs");
try {
  chromiumLaunchOptions();
} catch (error) {
  console.error(`e2e: ${error.message}`);
  process.exit(1);
}

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };
const started = Date.now();
const seconds = (from) => ((Date.now() - from) / 1000).toFixed(1);

if (process.env.E2E_SKIP_BUILD === "1") {
  const dir = process.env.E2E_PUBLIC_DIR ? path.resolve(process.env.E2E_PUBLIC_DIR) : path.join(root, "public");
  if (!fs.existsSync(path.join(dir, "index.html"))) {
    console.error(`e2e: E2E_SKIP_BUILD=1 but ${dir} has no build: run \`npm run build\` first.`);
    process.exit(1);
  }
  console.log(`e2e: using the existing build in ${path.relative(root, dir) || dir}`);
} else {
  const publicDir = path.join(root, "public");
  const marker = path.join(publicDir, "previous-build.marker");
  if (fs.existsSync(publicDir)) fs.writeFileSync(marker, "left by scripts/e2e.mjs in the previous build: a new build must not keep it\n");
  console.log("e2e: npm run build");
  const build = spawnSync("npm", ["run", "build"], { cwd: root, env, stdio: "inherit" });
  if (build.status !== 0) {
    console.error(`e2e: the build failed (exit ${build.status}); no browser tests run.`);
    process.exit(build.status || 1);
  }
  const leftovers = [marker, path.join(root, ".public-last-good")].filter((file) => fs.existsSync(file));
  if (leftovers.length > 0) {
    console.error(
      `e2e: the build did not replace public/ whole: ${leftovers.map((file) => path.relative(root, file)).join(", ")} still there.`,
    );
    process.exit(1);
  }
  console.log(`e2e: build took ${seconds(started)} s; it replaced public/ whole`);
  if (process.env.E2E_BUILD_ONLY === "1") process.exit(0);
}

const testsStarted = Date.now();
const jest = spawnSync(
  process.execPath,
  [path.join(root, "node_modules", "jest", "bin", "jest.js"), "--config", path.join(root, "jest.e2e.config.js"), ...process.argv.slice(2)],
  { cwd: root, env, stdio: "inherit" },
);
console.log(`e2e: tests took ${seconds(testsStarted)} s (total ${seconds(started)} s)`);
process.exit(jest.status ?? 1);
