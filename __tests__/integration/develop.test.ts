/**
 * @jest-environment node
 *
 * A real `gatsby develop` session in a copy of the project, as a maintainer uses it: every route
 * renders with no error overlay (develop's empty shell is rendered, not hydrated); breaking a
 * content file while it runs prints the content problem in the terminal and shows the same line
 * in the browser's overlay; fixing it clears both; the query types develop rewrites
 * (src/gatsby-types.d.ts) come out as the build wrote them. A cold develop of the copy takes about 40 s on an idle machine. Every wait is for
 * something develop prints or shows (the terminal's lines as they arrive, the overlay's text).
 */
import { spawn, type ChildProcess } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import type { Page } from "playwright-core";
import { getBrowser } from "../e2e/browser";
import { freePort } from "../e2e/hosts.cjs";
import { ROUTES } from "../e2e/routes";
import { eventually } from "../support/eventually";
import { copyProject } from "../../scripts/lib/project-copy";
import { PROJECT_ROOT } from "../../scripts/lib/routes";

// One page of each kind (the content pages that show every kind of block, a program page).
const PAGES = ROUTES.filter((route) => !route.notFound).map((route) => route.path);
// The break: the first program's icon name with its second letter dropped ("Tooth" -> "Toth").
const firstProgram = (
  JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, "content", "programs.json"), "utf8")) as {
    programs: Array<{ name: string; icon: string }>;
  }
).programs[0];
const ICON_TYPO = firstProgram.icon.slice(0, 1) + firstProgram.icon.slice(2);
const PROBLEM = `content/programs.json: programs[0] "${firstProgram.name}": field "icon" refers to unknown icon "${ICON_TYPO}": did you mean "${firstProgram.icon}"?`;

let root: string;
let develop: ChildProcess | undefined;
let log = "";
let port = 0;
// Colour and cursor codes of Gatsby's terminal output.
const ANSI_ESCAPE = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, "g");

/** Resolves when the terminal output (ANSI codes removed) after `from` matches, checked as each chunk arrives. */
function waitForLog(pattern: RegExp, from: number, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const text = () => log.slice(from).replace(ANSI_ESCAPE, "");
    const stop = () => {
      develop?.stdout?.off("data", check);
      develop?.stderr?.off("data", check);
      develop?.off("exit", exited);
      clearTimeout(giveUp);
    };
    const check = () => {
      if (!pattern.test(text())) return;
      stop();
      resolve(text());
    };
    const exited = (code: number | null) => {
      stop();
      reject(new Error(`develop exited (${code}) before printing ${pattern}:\n${text().slice(-3000)}`));
    };
    // Only for a line that never comes: it names what was printed instead.
    const giveUp = setTimeout(() => {
      stop();
      reject(new Error(`develop did not print ${pattern} within ${timeoutMs / 1000} s:\n${text().slice(-3000)}`));
    }, timeoutMs);
    develop?.stdout?.on("data", check);
    develop?.stderr?.on("data", check);
    develop?.once("exit", exited);
    check();
  });
}

declare global {
  interface Window {
    __overlayText?: () => string;
  }
}

/** Installed in every page of the session: the text of Gatsby's develop error overlay ("" when none is shown). */
function installOverlayReader(): void {
  window.__overlayText = () => {
    const shadow = document.querySelector("gatsby-fast-refresh")?.shadowRoot;
    if (!shadow) return "";
    return [...shadow.querySelectorAll("*")]
      .filter((element) => element.tagName !== "STYLE" && element.children.length === 0)
      .map((element) => element.textContent)
      .join(" ")
      .replace(/\s+/g, " ")
      .trim();
  };
}

const overlayText = (page: Page) => page.evaluate(() => window.__overlayText?.() ?? "");

/** Resolves with the overlay's text once it shows `wanted` ("" = no overlay), checked every frame. */
async function waitForOverlay(page: Page, wanted: string, timeoutMs: number): Promise<string> {
  await page
    .waitForFunction(
      (want) => {
        const text = window.__overlayText?.() ?? "";
        return want === "" ? text === "" : text.includes(want);
      },
      wanted,
      { timeout: timeoutMs, polling: "raf" },
    )
    .catch(async () => {
      throw new Error(`overlay not as expected within ${timeoutMs / 1000} s; it shows: ${(await overlayText(page)).slice(0, 500)}`);
    });
  return overlayText(page);
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "bcu-develop-"));
  copyProject(PROJECT_ROOT, root);
  port = await freePort();
  develop = spawn(path.join(root, "node_modules", ".bin", "gatsby"), ["develop", "--host", "127.0.0.1", "--port", String(port)], {
    cwd: root,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", NODE_ENV: "development" },
    detached: true, // its own process group, so the whole tree stops in afterAll
  });
  develop.stdout?.on("data", (chunk) => (log += chunk));
  develop.stderr?.on("data", (chunk) => (log += chunk));
  await waitForLog(/You can now view|View GraphiQL/, 0, 420_000);
}, 480_000);

afterAll(async () => {
  if (develop?.pid && develop.exitCode === null && develop.signalCode === null) {
    const exited = new Promise((resolve) => develop!.once("exit", resolve));
    try {
      process.kill(-develop.pid, "SIGTERM");
      await exited;
    } catch {
      // already stopped
    }
  }
  if (root) fs.rmSync(root, { recursive: true, force: true });
}, 30_000);

test("develop: no error overlay on any route, live content errors in terminal and overlay, recovery, tracked files untouched", async () => {
  const context = await (await getBrowser()).newContext();
  await context.addInitScript(installOverlayReader);
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /hydrat|Minified React error|did not match/i.test(message.text())) consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(error.message));
  for (const route of PAGES) {
    await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: "load", timeout: 120_000 });
    await page.locator("h1").first().waitFor({ timeout: 60_000 });
    // Rendered and painted; an error in an effect would also reach the page-error list checked below.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
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
  const overlay = await waitForOverlay(page, "Content validation failed", 60_000);
  expect(overlay).toContain(PROBLEM);

  // Fix it: develop says so and the overlay goes away.
  from = log.length;
  fs.writeFileSync(programsFile, original);
  await waitForLog(/the content is valid again/, from, 120_000);
  // develop then runs the queries again on its own schedule: a page loaded before their results
  // are written shows Gatsby's "The result of this StaticQuery could not be fetched" until it is
  // reloaded (as that overlay says). So reload until a load settles on the page itself (its nav
  // and its h1) or on that overlay, and go on once it is the page.
  await eventually(
    "the page, not an overlay, after the fix",
    async () => {
      await page.reload({ waitUntil: "load" });
      await page.waitForFunction(
        () => Boolean(window.__overlayText?.()) || Boolean(document.querySelector("header nav") && document.querySelector("main h1")),
        undefined,
        { polling: "raf", timeout: 60_000 },
      );
      const overlay = await overlayText(page);
      if (overlay && !/StaticQuery could not be fetched/.test(overlay)) throw new Error(`unexpected overlay: ${overlay.slice(0, 300)}`);
      return overlay === "";
    },
    { timeoutMs: 120_000, every: 250 },
  );
  await waitForOverlay(page, "", 60_000);

  // develop rewrites the GraphQL types after each change, to the same text as the build's: the
  // schema comes from content/schemas, not from which nodes exist (before File -> ProgramsJson was
  // declared with @childOf, a broken programs.json dropped File.childProgramsJson for good). The last
  // rewrite may still be on its way: poll the file until it is the built text.
  const builtTypes = fs.readFileSync(path.join(PROJECT_ROOT, "src", "gatsby-types.d.ts"), "utf8");
  const typesFile = path.join(root, "src", "gatsby-types.d.ts");
  await eventually(
    "develop's rewrite of src/gatsby-types.d.ts to equal the build's",
    () => fs.readFileSync(typesFile, "utf8") === builtTypes,
    {
      timeoutMs: 60_000,
    },
  );

  // What a maintainer does, in content alone: a new page of existing blocks is served at its path
  // with its heading and title.
  const pagesDir = path.join(root, "content", "pages");
  const newPage = {
    $schema: "../schemas/page.schema.json",
    path: "/a-maintainers-page/",
    seo: { title: "A Maintainer's Page", description: "A page made of existing blocks by editing content alone." },
    blocks: [
      { type: "hero", heading: "A page from content alone", lead: "Made by adding one file to content/pages." },
      { type: "figures", id: "at-a-glance", heading: "At a glance", figures: "research" },
    ],
  };
  fs.writeFileSync(path.join(pagesDir, "a-maintainers-page.json"), `${JSON.stringify(newPage, null, 2)}\n`);
  await eventually(
    "the new page at /a-maintainers-page/ with its heading and title",
    async () => {
      const response = await page.goto(`http://127.0.0.1:${port}${newPage.path}`, { waitUntil: "load" });
      if (response?.status() !== 200) return false;
      const h1 = await page.locator("main h1").first().textContent({ timeout: 60_000 });
      return h1 === newPage.blocks[0].heading && (await page.title()).startsWith(newPage.seo.title);
    },
    { timeoutMs: 180_000, every: 500 },
  );
  expect(await overlayText(page)).toBe("");
  await context.close();
}, 600_000);
