// Jest globalSetup for the browser tests: the build served by nginx on the generated include
// (see hosts.cjs), and one Chromium that every test file connects to over its WebSocket endpoint,
// so the suite pays for one browser start, not one per file. Cloudflare's runtime (wrangler pages
// dev) is started by hosts.test.ts alone, for the minute it needs it: hosts.test.ts proves both
// hosts answer every URL with the same status and headers, so the browsers may use either, and
// nginx costs a fraction of wrangler's CPU (its Node proxy, workerd and debug log) for the
// whole stage.
// The endpoints reach the workers through the environment (workers start after this runs), and so
// does the folder where a host that dies during the run is reported (hostWatch): from then on
// every test fails at once with that host's exit and last log (__tests__/e2e/hostWatch.ts).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { hostWatch, startNginx } from "./hosts.cjs";
import { startPhotoProxy } from "./engines/photoProxy.mjs";
import { assertBrowserVersions, chromiumLaunchOptions } from "./engines/browserVersions.cjs";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

export default async function globalSetup() {
  const chromiumOptions = chromiumLaunchOptions();
  // An older system browser fails its tests in ways that do not name it: stop here, naming it.
  assertBrowserVersions();
  const root = process.env.E2E_PUBLIC_DIR ? path.resolve(process.env.E2E_PUBLIC_DIR) : path.join(projectRoot, "public");
  if (!fs.existsSync(path.join(root, "index.html"))) {
    throw new Error(`${root} has no build: run \`npm run build\` first (npm run test:e2e does).`);
  }
  const started = [];
  const watch = hostWatch();
  const onDown = watch.down;
  globalThis.__E2E__ = { started, watch };
  process.env.E2E_HOST_STATUS_DIR = watch.dir;
  try {
    const nginx = await startNginx({ root, onDown });
    started.push(nginx);
    // Firefox and WebKit reach the photo CDNs through this proxy (Chromium is routed in-process).
    const photoProxy = await startPhotoProxy({ onDown });
    started.push(photoProxy);
    process.env.E2E_PHOTO_PROXY = `127.0.0.1:${photoProxy.port}`;
    const browser = await chromium.launchServer(chromiumOptions);
    let browserLog = "";
    browser.process().stderr?.on("data", (chunk) => (browserLog = (browserLog + chunk).slice(-8000)));
    browser.process().on("exit", (code, signal) => onDown("chromium", `exited (${signal ?? `code ${code}`})`, () => browserLog));
    started.push(browser);
    process.env.E2E_ORIGIN = nginx.origin;
  } catch (error) {
    watch.stop();
    await Promise.allSettled(started.map((s) => s.close()));
    watch.remove();
    globalThis.__E2E__ = undefined;
    throw error;
  }
  const browserServer = started[started.length - 1];
  process.env.E2E_WS_ENDPOINT = browserServer.wsEndpoint();
  process.env.E2E_PUBLIC_DIR = root;
}
