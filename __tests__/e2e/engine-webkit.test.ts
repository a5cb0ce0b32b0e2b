/**
 * The core browser checks in WebKit: Debian's WebKitGTK (webkit2gtk-driver's WebKitWebDriver,
 * driving MiniBrowser) with selenium-webdriver under xvfb-run, against nginx on the generated
 * include. MiniBrowser's toolbar keeps a normal window at least 447 px wide, so it runs
 * full-screen on a 375 px wide virtual screen: the viewport is then exactly 375 px, and still
 * resizes to 1280.
 * WebDriver cannot install a listener before the page's scripts run, and MiniBrowser under the
 * driver does not hand over its console, so CSP violations from the page's start are read from
 * a buffered ReportingObserver, errors during the checks from listeners; a script error at load
 * shows as a dead menu, nav or carousel, which the checks exercise.
 */
import { spawn, type ChildProcess } from "child_process";
import fs from "fs";
import { Builder, type WebDriver } from "selenium-webdriver";
import { origin } from "./browser";
import { freePort } from "./hosts.cjs";
import { assertNoProblems } from "./routes";
import { CORE_CHECKS_SOURCE, engineCases, isNoise, photoProxy, type CoreCheckOptions } from "./engines/engineRun";
import { eventually } from "../support/eventually";

const DRIVER = process.env.WEBKIT_DRIVER_PATH || "/usr/bin/WebKitWebDriver";
const MINIBROWSER = process.env.WEBKIT_MINIBROWSER_PATH || "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

let driverProcess: ChildProcess | undefined;
let driver: WebDriver;

beforeAll(async () => {
  for (const [what, file] of [
    ["webkit2gtk-driver", DRIVER],
    ["webkit2gtk-driver (MiniBrowser)", MINIBROWSER],
    ["xvfb", "/usr/bin/xvfb-run"],
  ]) {
    if (!fs.existsSync(file)) throw new Error(`${file} not found: apt-get install ${what.split(" ")[0]}`);
  }
  const driverPort = await freePort();
  driverProcess = spawn("xvfb-run", ["-a", "-s", "-screen 0 375x812x24", DRIVER, `--port=${driverPort}`], {
    detached: true,
    stdio: "ignore",
  });
  const driverUrl = `http://127.0.0.1:${driverPort}`;
  // The driver answers its status: it is ready for a session.
  await eventually(`WebKitWebDriver on ${driverUrl}`, async () => (await fetch(`${driverUrl}/status`)).ok, { timeoutMs: 60_000 });
  const [host, port] = photoProxy().split(":");
  driver = await new Builder()
    .usingServer(driverUrl)
    .withCapabilities({
      browserName: "MiniBrowser",
      // The photo CDNs through the local proxy (MiniBrowser's own options: the driver ignores
      // WebDriver's proxy capability); the site itself on 127.0.0.1 is not proxied.
      "webkitgtk:browserOptions": {
        binary: MINIBROWSER,
        args: [
          "--automation",
          "--full-screen",
          `--proxy=http://${host}:${port}`,
          "--ignore-host=127.0.0.1,localhost",
          "--ignore-tls-errors",
        ],
      },
      acceptInsecureCerts: true,
    })
    .build();
  await driver.manage().setTimeouts({ script: 60000, pageLoad: 30000 });
}, 60000);

afterAll(async () => {
  await driver?.quit().catch(() => undefined);
  if (driverProcess?.pid) {
    try {
      process.kill(-driverProcess.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
});

test.each(engineCases("webkit"))("WebKit $label", async ({ route, width, label, options }) => {
  const problems: string[] = [];
  await driver.manage().window().setRect({ width, height: 812 });
  await driver.get(`${origin()}${route.path}`);
  const innerWidth = await driver.executeScript<number>("return window.innerWidth");
  if (innerWidth !== width) problems.push(`${label}: the viewport is ${innerWidth} px wide, not ${width}`);
  const source = CORE_CHECKS_SOURCE.replace(/^[\s\S]*?(async function coreChecks)/, "$1");
  const found = await driver.executeAsyncScript<string[]>(
    `const done = arguments[arguments.length - 1];
     (${source})(${JSON.stringify({ ...options, requireReportingObserver: true } satisfies CoreCheckOptions)}).then(done, (e) => done(["checks threw: " + e]));`,
  );
  problems.push(...found.filter((p) => !isNoise("webkit", p)).map((p) => `${label}: ${p}`));
  assertNoProblems(problems, `WebKit ${label}`);
});
