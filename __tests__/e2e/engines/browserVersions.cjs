// The system browsers the tests drive, the oldest versions they pass on, and the check that stops a
// run on an older one. The one list: the e2e global setup checks it, and .ci/run (`node <this file>
// --minimums`) installs each package and upgrades an older one to it. Firefox ESR 140 fails every Firefox test ("unknown command
// emulation.setScreenOrientationOverride" from puppeteer-core's setViewport); 153 is the next ESR.
const { execFileSync } = require("node:child_process");
const fs = require("node:fs");
const { CHROMIUM_FLAGS } = require("../../../scripts/lib/chromium-flags.cjs");

/** Each browser: its Debian package, the oldest version the tests pass on, its binary, how to read its version. */
const BROWSERS = [
  // Chromium's headless shell: the same Blink as Debian's chromium without the browser around it
  // (what Playwright runs headless tests in). It draws the same pages for less CPU than the full
  // browser, and the browser tests are most of npm test's time.
  {
    name: "Chromium",
    package: "chromium-headless-shell",
    minimum: "156",
    binary: () => process.env.CHROME_PATH || "/usr/bin/chromium-headless-shell",
    reads: "--version",
  },
  {
    name: "Firefox ESR",
    package: "firefox-esr",
    minimum: "153",
    binary: () => process.env.FIREFOX_PATH || "/usr/bin/firefox-esr",
    reads: "--version",
  },
  // WebKitWebDriver prints no version: its Debian package's version is WebKitGTK's.
  {
    name: "WebKitGTK",
    package: "webkit2gtk-driver",
    minimum: "2.50",
    binary: () => process.env.WEBKIT_DRIVER_PATH || "/usr/bin/WebKitWebDriver",
    reads: "dpkg",
  },
];

/** How a test starts Chromium (playwright-core's launch options); throws, naming the package, when it is missing. */
function chromiumLaunchOptions() {
  const chromium = BROWSERS[0];
  if (!fs.existsSync(chromium.binary())) {
    throw new Error(
      `${chromium.name} not found at ${chromium.binary()}: install it with 'apt-get install ${chromium.package}' (or set CHROME_PATH).`,
    );
  }
  return {
    executablePath: chromium.binary(),
    headless: true,
    args: [...CHROMIUM_FLAGS],
  };
}

/** The numeric upstream part of a version ("1:153.7.0esr-1~deb12u1" -> [153, 7, 0]), or null. */
function versionNumbers(version) {
  const upstream = String(version).trim().replace(/^\d+:/, "");
  const match = /^\d+(\.\d+)*/.exec(upstream);
  return match ? match[0].split(".").map(Number) : null;
}

/** Compares two versions by their numeric upstream parts: negative, 0 or positive, like a sort. */
function compareVersions(a, b) {
  const [x, y] = [versionNumbers(a), versionNumbers(b)];
  if (!x || !y) throw new Error(`not a version: ${x ? b : a}`);
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const difference = (x[i] ?? 0) - (y[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** The version of a browser's binary, or null when it cannot be read. */
function installedVersion(browser) {
  try {
    if (browser.reads === "dpkg") {
      const owner = execFileSync("dpkg-query", ["-S", fs.realpathSync(browser.binary())], { encoding: "utf8" }).split(":")[0];
      return execFileSync("dpkg-query", ["-W", "-f=${Version}", owner], { encoding: "utf8" }).trim();
    }
    const output = execFileSync(browser.binary(), ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    return /\d+(\.\d+)+\S*/.exec(output)?.[0] ?? null;
  } catch {
    return null;
  }
}

/** What to say about a browser older than its minimum, naming it, its version and the fix. */
function outdatedMessage(browser, version) {
  return (
    `${browser.name} ${version} (${browser.binary()}) is older than ${browser.minimum}, the oldest the tests pass on. ` +
    `Upgrade it: sudo apt-get update && sudo apt-get install --only-upgrade ${browser.package} ` +
    `(Debian bookworm has it in bookworm-security), or run .ci/run.`
  );
}

/**
 * Throws at once, naming every installed browser that is older than its minimum. A browser that
 * is not installed is the business of the tests that need it (they say how to install it).
 */
function assertBrowserVersions(names = BROWSERS.map((b) => b.name)) {
  const problems = [];
  for (const browser of BROWSERS.filter((b) => names.includes(b.name))) {
    if (!fs.existsSync(browser.binary())) continue;
    const version = installedVersion(browser);
    if (version === null) problems.push(`${browser.name} (${browser.binary()}): its version could not be read.`);
    else if (compareVersions(version, browser.minimum) < 0) problems.push(outdatedMessage(browser, version));
  }
  if (problems.length) throw new Error(problems.join("\n"));
}

module.exports = { BROWSERS, chromiumLaunchOptions, compareVersions, versionNumbers, outdatedMessage, assertBrowserVersions };

// .ci/run: one "package minimum" line per browser.
if (require.main === module && process.argv[2] === "--minimums") {
  for (const browser of BROWSERS) console.log(`${browser.package} ${browser.minimum}`);
}
