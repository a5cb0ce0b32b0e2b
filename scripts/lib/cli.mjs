// What the command-line scripts share: the project's folder, and the Chromium they drive.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/**
 * Debian's Chromium, the whole browser, or CHROME_PATH: what the measurements and screenshots see
 * (the tests drive its headless shell: __tests__/e2e/engines/browserVersions.cjs). No script
 * downloads a browser.
 */
export const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";

/** CHROME_PATH, or stops the script (`name`) with the command that installs it. */
export function requireChromium(name) {
  if (fs.existsSync(CHROME_PATH)) return CHROME_PATH;
  console.error(`${name}: Chromium not found at ${CHROME_PATH}: install it with 'apt-get install chromium' (or set CHROME_PATH).`);
  process.exit(1);
}

/** True in the module node was started with (`import.meta.url`), false when it is imported. */
export const isMain = (moduleUrl) => Boolean(process.argv[1]) && moduleUrl === pathToFileURL(path.resolve(process.argv[1])).href;
