// The order the e2e stage starts its files in, so that its two workers end together. With no
// timings of its own (a fresh clone, CI) Jest starts the largest files first, and the visit-* and
// first-screen-* files, a few lines over shared checks but among the slowest, would start last.
// So the known slow files start first, slowest first; the rest follow in Jest's order.
const path = require("path");
const Sequencer = require("@jest/test-sequencer").default;

const SLOWEST = [
  "integration/develop.test.ts",
  "e2e/visit-375.test.ts",
  "integration/build.test.ts",
  "e2e/nojs.test.ts",
  "e2e/first-screen-phone.test.ts",
  "e2e/first-screen-wide.test.ts",
  "e2e/visit-1280.test.ts",
  "e2e/engine-firefox.test.ts",
  "e2e/engine-webkit.test.ts",
  "e2e/chrome.test.ts",
  "e2e/image-sizes.test.ts",
  "e2e/layout.test.ts",
  "e2e/interactions.test.ts",
  "e2e/chrome-actions.test.ts",
  "e2e/deadlines.test.ts",
  "built/nu-html-checker.test.ts",
  "e2e/hosts.test.ts",
];

const rank = (test) => {
  const index = SLOWEST.findIndex((name) => test.path.split(path.sep).join("/").endsWith(`__tests__/${name}`));
  return index === -1 ? SLOWEST.length : index;
};

class SlowestFirst extends Sequencer {
  sort(tests) {
    return super.sort(tests).sort((a, b) => rank(a) - rank(b));
  }
}

module.exports = SlowestFirst;
