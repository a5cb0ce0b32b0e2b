/**
 * @jest-environment node
 *
 * The system browsers' version check (__tests__/e2e/engines/browserVersions.cjs): the comparison
 * .ci/run's minimums and the e2e global setup rely on, and the message an older browser stops with.
 */
import fs from "fs";
import os from "os";
import path from "path";
import {
  BROWSERS,
  assertBrowserVersions,
  chromiumLaunchOptions,
  compareVersions,
  versionNumbers,
} from "../e2e/engines/browserVersions.cjs";

test.each([
  ["153.7.0esr-1~deb12u1", "153", 1],
  ["140.12.0esr-1~deb12u1", "153", -1],
  ["153", "153.0.0", 0],
  ["156.0.8078.108-1~deb12u1", "156", 1],
  ["2.50.6-1~deb12u2", "2.50", 1],
  ["2.48.9", "2.50", -1],
  ["2.9", "2.50", -1], // numeric parts, not text: 9 < 50
  ["1:2.50.0", "2.50", 0], // a Debian epoch is not part of the version
])("compareVersions(%s, %s) has the sign of %d", (a, b, sign) => {
  expect(Math.sign(compareVersions(a, b))).toBe(sign);
});

test("a version without a number is refused, not taken as 0", () => {
  expect(versionNumbers("esr")).toBeNull();
  expect(() => compareVersions("esr", "153")).toThrow("not a version: esr");
});

describe("assertBrowserVersions", () => {
  let dir: string;
  const saved = process.env.FIREFOX_PATH;
  beforeAll(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), "bcu-browsers-"))));
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (saved === undefined) delete process.env.FIREFOX_PATH;
    else process.env.FIREFOX_PATH = saved;
  });
  /** A stand-in firefox-esr binary that prints `version` as Firefox does. */
  const firefox = (version: string) => {
    const file = path.join(dir, `firefox-${version}`);
    fs.writeFileSync(file, `#!/bin/sh\necho "Mozilla Firefox ${version}"\n`, { mode: 0o755 });
    process.env.FIREFOX_PATH = file;
    return file;
  };

  test("an older Firefox ESR stops the run with its name, version and the upgrade command", () => {
    const file = firefox("140.12.0esr");
    expect(() => assertBrowserVersions(["Firefox ESR"])).toThrow(
      `Firefox ESR 140.12.0esr (${file}) is older than 153, the oldest the tests pass on. ` +
        "Upgrade it: sudo apt-get update && sudo apt-get install --only-upgrade firefox-esr",
    );
  });

  test("the minimum itself and newer pass", () => {
    firefox("153.0esr");
    expect(() => assertBrowserVersions(["Firefox ESR"])).not.toThrow();
    firefox("160.1.0esr");
    expect(() => assertBrowserVersions(["Firefox ESR"])).not.toThrow();
  });

  test("a browser that is not installed is left to the tests that need it", () => {
    process.env.FIREFOX_PATH = path.join(dir, "no-such-firefox");
    expect(() => assertBrowserVersions(["Firefox ESR"])).not.toThrow();
  });
});

test("the tests' Chromium: its headless shell, or a clear stop naming the package when it is missing", () => {
  const saved = process.env.CHROME_PATH;
  try {
    delete process.env.CHROME_PATH;
    expect(BROWSERS[0]).toMatchObject({ name: "Chromium", package: "chromium-headless-shell" });
    expect(BROWSERS[0].binary()).toBe("/usr/bin/chromium-headless-shell");
    process.env.CHROME_PATH = "/no/such/chromium-headless-shell";
    expect(() => chromiumLaunchOptions()).toThrow(
      "Chromium not found at /no/such/chromium-headless-shell: install it with 'apt-get install chromium-headless-shell' (or set CHROME_PATH).",
    );
  } finally {
    if (saved === undefined) delete process.env.CHROME_PATH;
    else process.env.CHROME_PATH = saved;
  }
});

test("the README names each browser's minimum", () => {
  const readme = fs.readFileSync(path.join(__dirname, "..", "..", "README.md"), "utf8");
  for (const browser of BROWSERS) {
    expect(readme).toMatch(new RegExp(`\\| ${browser.name} \\| \`${browser.package}\` \\| ${browser.minimum.replace(".", "\\.")}\\b`));
  }
});
