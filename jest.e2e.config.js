/**
 * Jest config for `npm run test:e2e` (run by scripts/e2e.mjs after the build): the built-site
 * tests (__tests__/built, no browser), the integration tests that run Gatsby itself on a copy of
 * the project (__tests__/integration: failing builds, a develop session) and the real-browser
 * tests (__tests__/e2e). Node environment, TypeScript through the same babel preprocess as the
 * unit tests; the hosts and one Chromium for all files (globalSetup), shared over a WebSocket by
 * two workers.
 */
module.exports = {
  rootDir: __dirname,
  testEnvironment: "node",
  roots: ["<rootDir>/__tests__/e2e", "<rootDir>/__tests__/built", "<rootDir>/__tests__/integration"],
  testMatch: ["**/*.test.ts"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  globalSetup: "<rootDir>/__tests__/e2e/global-setup.mjs",
  globalTeardown: "<rootDir>/__tests__/e2e/global-teardown.mjs",
  // A host that died during the run fails every later test at once, naming it.
  setupFilesAfterEnv: ["<rootDir>/__tests__/e2e/hostWatchSetup.ts"],
  // Two workers on a 2-core machine: Chromium does most of the work in its own processes, so
  // two test files at a time keep it busy without starving it.
  maxWorkers: 2,
  testSequencer: "<rootDir>/__tests__/e2e/sequencer.cjs",
  testTimeout: 120000,
  slowTestThreshold: 30,
};
