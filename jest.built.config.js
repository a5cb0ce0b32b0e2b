/**
 * Jest config for the built-site rules alone (`npm run test:built`, the last stage of
 * `npm run test:fast`): __tests__/built over the production build in public/, in Node, with no
 * browser, host or Java to start. The e2e stage (jest.e2e.config.js) runs the same files beside the
 * browser tests, and with them the Nu HTML Checker's (it needs Java; html-validate runs here).
 */
module.exports = {
  rootDir: __dirname,
  testEnvironment: "node",
  roots: ["<rootDir>/__tests__/built"],
  testMatch: ["**/*.test.ts"],
  testPathIgnorePatterns: ["/node_modules/", "nu-html-checker\\.test\\.ts$"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  maxWorkers: 2,
  testTimeout: 120000,
};
