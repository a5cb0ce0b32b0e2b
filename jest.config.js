/** Jest for `npm run test:unit`, set up as in Gatsby's unit-testing docs. */
module.exports = {
  testEnvironment: "jsdom",
  testEnvironmentOptions: { url: "http://localhost" },
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: { "\\.(css|scss)$": "<rootDir>/__mocks__/styleModule.js" },
  // Test files only: fixtures and helpers beside them (siteJson.fixture.ts, ...) are not suites.
  // The local plugins keep their tests beside their code.
  testMatch: ["<rootDir>/__tests__/**/*.test.[jt]s?(x)", "<rootDir>/plugins/**/*.test.[jt]s?(x)"],
  testPathIgnorePatterns: [
    "node_modules",
    "\\.cache",
    "<rootDir>/public",
    "<rootDir>/__tests__/e2e/",
    "<rootDir>/__tests__/built/",
    "<rootDir>/__tests__/editor/",
    "<rootDir>/__tests__/integration/",
  ],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|lucide-react)/)"],
  globals: { __PATH_PREFIX__: "" },
  // Both cores (Jest's default leaves one to itself: on this 2-core machine, a single worker).
  maxWorkers: 2,
  setupFiles: ["<rootDir>/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
};
