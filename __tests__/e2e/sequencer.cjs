// The order the e2e stage starts its files in, so that its two workers end together. Without
// timings of its own (a fresh clone, CI) Jest starts the largest files first, and the files that
// are shortest in lines but among the longest to run (visit-*, first-screen-*: one line each over
// shared checks) would start last, leaving one worker to finish them alone. So the files known to
// be slow start first, longest first (develop's cold start, the failing builds, the page visits),
// then the rest as Jest orders them; a file missing from SLOWEST only starts later, never fails.
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
    // Jest's order (failed first, then by time or size) for the rest; a stable sort keeps it.
    return super.sort(tests).sort((a, b) => rank(a) - rank(b));
  }
}

module.exports = SlowestFirst;
