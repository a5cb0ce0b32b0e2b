/**
 * @jest-environment node
 *
 * A real `gatsby develop` session in a copy of the project, as a maintainer uses it: every route
 * renders with no error overlay (develop's empty shell is rendered, not hydrated); breaking a
 * content file while it runs prints the content problem in the terminal and shows the same line
 * in the browser's overlay; fixing it clears both; tracked files (src/gatsby-types.d.ts) stay as
 * they were. A cold develop of the copy takes one to three minutes.
 */
import { spawn, type ChildProcess } from "child_process";
import fs from "fs";
import net from "net";
import os from "os";
import path from "path";
import { chromium, type Browser, type Page } from "playwright-core";

const projectDir = path.join(__dirname, "..", "..", "..");
const SKIP = new Set(["node_modules", ".cache", "public", ".public-last-good", ".git"]);
const ROUTES = ["/", "/academics", "/admissions", "/student-experience", "/research", "/about"];
// The break: the first program's icon name with its second letter dropped ("Tooth" -> "Toth").
const firstProgram = (
  JSON.parse(fs.readFileSync(path.join(projectDir, "content", "programs.json"), "utf8")) as {
    programs: Array<{ name: string; icon: string }>;
  }
).programs[0];
const ICON_TYPO = firstProgram.icon.slice(0, 1) + firstProgram.icon.slice(2);
const PROBLEM = `content/programs.json: programs[0] "${firstProgram.name}": field "icon" refers to unknown icon "${ICON_TYPO}": did you mean "${firstProgram.icon}"?`;

let root: string;
let develop: ChildProcess | undefined;
let browser: Browser | undefined;
let log = "";
let port = 0;
// Colour and cursor codes of Gatsby's terminal output.
const ANSI_ESCAPE = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, "g");

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port: free } = server.address() as net.AddressInfo;
      server.close(() => resolve(free));
    });
  });

/** Resolves when the terminal output (ANSI codes removed) after `from` matches. */
async function waitForLog(pattern: RegExp, from: number, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const text = log.slice(from).replace(ANSI_ESCAPE, "");
    if (pattern.test(text)) return text;
    if (Date.now() > deadline) throw new Error(`develop did not print ${pattern} within ${timeoutMs / 1000} s:\n${text.slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The text of Gatsby's develop error overlay ("" when none is shown). */
const overlayText = (page: Page) =>
  page.evaluate(() => {
    const shadow = document.querySelector("gatsby-fast-refresh")?.shadowRoot;
    if (!shadow) return "";
    return [...shadow.querySelectorAll("*")]
      .filter((element) => element.tagName !== "STYLE" && element.children.length === 0)
      .map((element) => element.textContent)
      .join(" ")
      .replace(/\s+/g, " ")
      .trim();
  });

async function waitForOverlay(page: Page, wanted: (text: string) => boolean, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const text = await overlayText(page);
    if (wanted(text)) return text;
    if (Date.now() > deadline) throw new Error(`overlay not as expected within ${timeoutMs / 1000} s; it shows: ${text.slice(0, 500)}`);
    await page.waitForTimeout(500);
  }
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "bcu-develop-"));
  for (const entry of fs.readdirSync(projectDir)) {
    if (SKIP.has(entry)) continue;
    fs.cpSync(path.join(projectDir, entry), path.join(root, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(projectDir, "node_modules"), path.join(root, "node_modules"), "dir");
  port = await freePort();
  develop = spawn(path.join(root, "node_modules", ".bin", "gatsby"), ["develop", "--host", "127.0.0.1", "--port", String(port)], {
    cwd: root,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", NODE_ENV: "development" },
    detached: true, // its own process group, so the whole tree stops in afterAll
  });
  develop.stdout?.on("data", (chunk) => (log += chunk));
  develop.stderr?.on("data", (chunk) => (log += chunk));
  await waitForLog(/You can now view|View GraphiQL/, 0, 420_000);
  browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || "/usr/bin/chromium" });
}, 480_000);

afterAll(async () => {
  await browser?.close();
  if (develop?.pid) {
    try {
      process.kill(-develop.pid, "SIGTERM");
    } catch {
      // already stopped
    }
  }
  await new Promise((r) => setTimeout(r, 1000));
  if (root) fs.rmSync(root, { recursive: true, force: true });
}, 30_000);

test("develop: no error overlay on any route, live content errors in terminal and overlay, recovery, tracked files untouched", async () => {
  const page = await browser!.newPage();
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /hydrat|Minified React error|did not match/i.test(message.text())) consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(error.message));
  for (const route of ROUTES) {
    await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: "load", timeout: 120_000 });
    await page.locator("h1").first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(500);
    expect([route, await overlayText(page)]).toEqual([route, ""]);
  }
  expect(consoleErrors).toEqual([]);

  // Break a content file while develop runs: the same line as the build, in both places.
  const programsFile = path.join(root, "content", "programs.json");
  const original = fs.readFileSync(programsFile, "utf8");
  let from = log.length;
  const broken = original.replace(`"icon": "${firstProgram.icon}"`, `"icon": "${ICON_TYPO}"`);
  expect(broken).not.toBe(original);
  fs.writeFileSync(programsFile, broken);
  const terminal = await waitForLog(/Content validation failed: 1 problem in content\//, from, 120_000);
  expect(terminal.replace(/\s+/g, " ")).toContain(PROBLEM);
  await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: "load" });
  const overlay = await waitForOverlay(page, (text) => text.includes("Content validation failed"), 60_000);
  expect(overlay).toContain(PROBLEM);

  // Fix it: develop says so and the overlay goes away.
  from = log.length;
  fs.writeFileSync(programsFile, original);
  await waitForLog(/the content is valid again/, from, 120_000);
  await page.reload({ waitUntil: "load" });
  await waitForOverlay(page, (text) => text === "", 60_000);
  await page.locator("h1").first().waitFor({ timeout: 60_000 });

  // develop rewrites the GraphQL types after each change, to the same text as the committed file: the
  // schema comes from content/schemas, not from which nodes exist (before File -> ProgramsJson was
  // declared with @childOf, a broken programs.json dropped File.childProgramsJson for good). A read can
  // meet develop mid-write, so give the last rewrite a moment to land.
  const committedTypes = fs.readFileSync(path.join(projectDir, "src", "gatsby-types.d.ts"), "utf8");
  const typesFile = path.join(root, "src", "gatsby-types.d.ts");
  for (let waited = 0; waited < 60_000 && fs.readFileSync(typesFile, "utf8") !== committedTypes; waited += 500) {
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  expect(fs.readFileSync(typesFile, "utf8")).toBe(committedTypes);
}, 600_000);
