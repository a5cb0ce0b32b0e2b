// Jest globalSetup for the browser tests: one static server (the same scripts/serve.mjs that
// `npm start` uses) on a free port, and one Chromium that every test file connects to over
// its WebSocket endpoint, so the suite pays for one browser start, not one per file.
// The endpoints reach the workers through the environment (workers start after this runs).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { createServer } from "../../scripts/serve.mjs";

export const CHROME_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
  "--disable-component-update", "--disable-sync", "--no-first-run"];

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

export default async function globalSetup() {
  const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
  if (!fs.existsSync(chromePath)) {
    throw new Error(`Chromium not found at ${chromePath}: install it with 'apt-get install chromium' (or set CHROME_PATH).`);
  }
  const root = process.env.E2E_PUBLIC_DIR ? path.resolve(process.env.E2E_PUBLIC_DIR) : path.join(projectRoot, "public");
  if (!fs.existsSync(path.join(root, "index.html"))) {
    throw new Error(`${root} has no build: run \`npm run build\` first (npm run test:e2e does).`);
  }
  const server = await createServer({ root, port: 0, host: "127.0.0.1" });
  let browserServer;
  try {
    browserServer = await chromium.launchServer({ executablePath: chromePath, headless: true, args: CHROME_FLAGS });
  } catch (error) {
    await server.close();
    throw error;
  }
  globalThis.__E2E__ = { server, browserServer };
  process.env.E2E_ORIGIN = `http://127.0.0.1:${server.port}`;
  process.env.E2E_WS_ENDPOINT = browserServer.wsEndpoint();
  process.env.E2E_PUBLIC_DIR = root;
}
