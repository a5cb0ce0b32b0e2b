/**
 * Jest config for `npm run test:editor`: the web editor (`npm run edit`) in a real Chromium,
 * on a temporary copy of content/ (no build needed). Node environment, TypeScript through the
 * same babel preprocess as the unit tests.
 */
module.exports = {
  rootDir: __dirname,
  testEnvironment: "node",
  roots: ["<rootDir>/__tests__/editor"],
  testMatch: ["**/*.test.ts"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  testTimeout: 60000,
};
