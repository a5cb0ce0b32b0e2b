/**
 * The core browser checks in Gecko: Debian's firefox-esr, driven by puppeteer-core over WebDriver
 * BiDi (never a downloaded browser), against nginx on the generated include. Its share of the
 * routes and widths (engineRun.ts: with WebKit's, every route at 375 and at 1280 px): no console,
 * page or CSP errors; nav solid past 50 px; menu opens, closes, closes
 * on navigation; carousel advances and pauses; visible photos load (photo CDNs through the local
 * proxy); no horizontal overflow.
 */
import fs from "fs";
import puppeteer, { type Browser } from "puppeteer-core";
import { origin } from "./browser";
import { assertNoProblems } from "./routes";
import { CORE_CHECKS_SOURCE, engineCases, ERROR_LISTENER_SOURCE, isNoise, photoProxy, type CoreCheckOptions } from "./engines/engineRun";

const FIREFOX = process.env.FIREFOX_PATH || "/usr/bin/firefox-esr";
let browser: Browser;

beforeAll(async () => {
  if (!fs.existsSync(FIREFOX)) throw new Error(`Firefox not found at ${FIREFOX}: apt-get install firefox-esr (or set FIREFOX_PATH)`);
  const [host, port] = photoProxy().split(":");
  browser = await puppeteer.launch({
    browser: "firefox",
    protocol: "webDriverBiDi",
    executablePath: FIREFOX,
    headless: true,
    acceptInsecureCerts: true,
    extraPrefsFirefox: {
      // Only the photo CDNs go through the proxy; the site itself is on 127.0.0.1.
      "network.proxy.type": 1,
      "network.proxy.ssl": host,
      "network.proxy.ssl_port": Number(port),
      "network.proxy.no_proxies_on": "127.0.0.1,localhost",
      "network.dns.disableIPv6": true,
      "browser.shell.checkDefaultBrowser": false,
    },
  });
}, 60000);

afterAll(async () => {
  await browser?.close();
});

test.each(engineCases("firefox"))("Firefox $label", async ({ route, width, label, options }) => {
  const page = await browser.newPage();
  const problems: string[] = [];
  try {
    await page.setViewport({ width, height: 800 });
    await page.evaluateOnNewDocument(ERROR_LISTENER_SOURCE);
    page.on("console", (message) => {
      if (message.type() === "error" && !isNoise("firefox", message.text())) problems.push(`${label}: console error: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`${label}: page error: ${String(error)}`));
    const response = await page.goto(`${origin()}${route.path}`, { waitUntil: "load" });
    // A page seen at the other width may come back 304 from the revalidated cache.
    const status = response?.status() === 304 ? 200 : response?.status();
    if (status !== (route.notFound ? 404 : 200)) problems.push(`${label}: status ${status}`);
    const found = (await page.evaluate(
      `(${CORE_CHECKS_SOURCE.replace(/^[\s\S]*?(async function coreChecks)/, "$1")})(${JSON.stringify(options satisfies CoreCheckOptions)})`,
    )) as string[];
    problems.push(...found.filter((p) => !isNoise("firefox", p)).map((p) => `${label}: ${p}`));
    assertNoProblems(problems, `Firefox ${label}`);
  } finally {
    await page.close();
  }
});
