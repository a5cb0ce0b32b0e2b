/**
 * @jest-environment node
 *
 * The web editor (`npm run edit`, issue 16) in a real, offline Chromium: started on a temporary
 * copy of content/ without the live preview; a change made through the Programs form reaches
 * the JSON file exactly where it was made and still validates; a save the build would reject is
 * refused with the build's message; a story's program can only be picked from the programs;
 * a program page's section opens with its own words and no Decap error; an event is added with the date and time pickers (a past date
 * refused first); a file broken on disk is reported in the terminal and on the page.
 * EDITOR_SHOTS=<dir> saves a screenshot after each test (to look at the forms).
 */
import { spawn, type ChildProcess } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { chromium, type Browser, type Page } from "playwright-core";
import { chromiumLaunchOptions } from "../e2e/engines/browserVersions.cjs";
import { freePorts } from "../e2e/hosts.cjs";
import { ICON_NAMES, buildDate } from "../../plugins/content-schema";
import { formatProblem, validateContentDir } from "../../plugins/content-validation";
import { decapConfigFromDir, type DecapField } from "../../scripts/edit/decapConfig";
import { eventually } from "../support/eventually";

const projectDir = path.join(__dirname, "..", "..");
let scratch: string;
let contentDir: string;
let programsFile: string;
let editor: ChildProcess;
let terminal = "";
let browser: Browser;
let page: Page;
/** Console messages that report the page's Content-Security-Policy blocking Decap. */
const cspViolations: string[] = [];

type Program = Record<string, unknown> & { name: string; icon: string; description: string };
const readPrograms = (): { programs: Program[] } => JSON.parse(fs.readFileSync(programsFile, "utf8"));

/** readPrograms for a probe that polls: decap-server writes the file in place, so a read can meet half of it. */
function programsIfWhole(): { programs: Program[] } | undefined {
  try {
    return readPrograms();
  } catch (error) {
    if (error instanceof SyntaxError) return undefined;
    throw error;
  }
}

/** Resolves with the probe's first truthy answer (a file or the terminal, polled); names `what` and the terminal if none comes. */
async function waitFor<T>(what: string, probe: () => T | undefined | false, timeoutMs = 15000): Promise<T> {
  try {
    return (await eventually(what, probe, { timeoutMs })) as T;
  } catch (error) {
    throw new Error(`${(error as Error).message}; editor output:\n${terminal}`);
  }
}

/** Resolves when the editor's terminal output satisfies `done` (checked on every chunk it prints). */
function printed(what: string, done: (output: string) => boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!done(terminal)) return;
      editor.stdout!.off("data", check);
      editor.stderr!.off("data", check);
      editor.off("exit", exited);
      resolve();
    };
    const exited = (code: number | null) => reject(new Error(`the editor exited (${code}) before ${what}:\n${terminal}`));
    editor.stdout!.on("data", check);
    editor.stderr!.on("data", check);
    editor.once("exit", exited);
    check();
  });
}

beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "bcu-editor-"));
  contentDir = path.join(scratch, "content");
  fs.cpSync(path.join(projectDir, "content"), contentDir, { recursive: true });
  programsFile = path.join(contentDir, "programs.json");

  // The page's port and decap-server's, picked by the OS: two runs at once never collide.
  const [port, backendPort] = await freePorts(2);
  editor = spawn(process.execPath, ["--import", "tsx", path.join(projectDir, "scripts", "edit.mjs")], {
    cwd: projectDir,
    // A copy of content/: no live preview (gatsby develop reads the project's own).
    env: { ...process.env, EDIT_PORT: String(port), EDIT_BACKEND_PORT: String(backendPort), EDIT_CONTENT_DIR: contentDir },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  editor.stdout!.on("data", (chunk) => (terminal += chunk));
  editor.stderr!.on("data", (chunk) => (terminal += chunk));
  // A few seconds on an idle machine (Babel, then the first validation).
  await printed("it started", (output) => output.includes("edit: editor on") && output.includes("on start: content is valid"));

  browser = await chromium.launch(chromiumLaunchOptions());
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // Offline: only this machine answers; Decap must work without fonts, analytics or media hosts.
  await context.route("**/*", (route) => {
    const { hostname } = new URL(route.request().url());
    if (hostname === "localhost" || hostname === "127.0.0.1") return route.continue();
    return route.abort();
  });
  page = await context.newPage();
  // Each wait is for a condition; this only bounds one that never comes (a busy machine is slow).
  page.setDefaultTimeout(30000);
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  page.on("pageerror", (error) => {
    if (/Content Security Policy/i.test(error.message)) cspViolations.push(error.message);
  });
  // Leaving a form with unsaved changes (the refused save) asks for confirmation: leave.
  page.on("dialog", (dialog) => void dialog.accept());
  await page.goto(`http://localhost:${port}/`);
  // The local backend needs no account: Decap still shows its Login button once.
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("link", { name: "Academic programs" }).first().waitFor();
}, 120000);

afterAll(async () => {
  await browser?.close();
  if (editor?.pid && editor.exitCode === null) {
    const exited = new Promise((resolve) => editor.once("exit", resolve));
    process.kill(-editor.pid, "SIGTERM");
    await exited;
  }
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

/** Opens a content file's collection, then its form, and expands the list record shown as `summary`. */
async function openRecord(collectionLabel: string, file: string, summary: string): Promise<void> {
  // From wherever the last test left the page (an entry's form has no "Contents" link).
  await page.evaluate(() => (window.location.hash = "#/"));
  await page.getByRole("link", { name: "Contents" }).click();
  await page.getByRole("link", { name: collectionLabel }).first().click();
  await page.locator(`a[href$="/collections/${file}/entries/${file}"]`).click();
  await page.getByText(summary, { exact: true }).first().waitFor();
  // Each record's header: its first button expands it; the summary text follows the header.
  await page.locator(`xpath=(//div[text()=${JSON.stringify(summary)}])[1]/preceding-sibling::div[1]//button[1]`).click();
}

async function publish(): Promise<void> {
  await page.getByRole("button", { name: "Publish" }).first().click();
  await page.getByText("Publish now", { exact: true }).click();
}

function programField(name: string): DecapField {
  const config = decapConfigFromDir(contentDir, { backendUrl: "unused" });
  const programs = config.collections
    .find((collection) => collection.name === "programs")!
    .files![0].fields.find((f) => f.name === "programs")!;
  return (programs.fields as DecapField[]).find((field) => field.name === name)!;
}

const statusBar = () => page.locator("#edit-status");

test("a save the build would reject is refused once with the build's message; published again, it is saved and stays reported", async () => {
  const before = fs.readFileSync(programsFile, "utf8");
  const first = readPrograms().programs[0];
  await openRecord("Academic programs", "programs", first.name);
  await page.getByLabel("Description", { exact: true }).first().fill("Taught by {programTotal} faculty.");
  await publish();

  // The build's own message for this change, from the project's validation on a scratch copy.
  const scratch = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bcu-editor-expected-")), "content");
  fs.cpSync(contentDir, scratch, { recursive: true });
  const changed = readPrograms();
  changed.programs[0].description = "Taught by {programTotal} faculty.";
  fs.writeFileSync(path.join(scratch, "programs.json"), JSON.stringify(changed, null, 2));
  const expected = validateContentDir(scratch)
    .map(formatProblem)
    .find((line) => line.includes("{programTotal}"));
  fs.rmSync(path.dirname(scratch), { recursive: true, force: true });
  expect(expected).toMatch(/^content\/programs\.json: programs\[0\] ".+": field "description" uses unknown token "\{programTotal\}"/);
  if (!expected) throw new Error("the validation did not report the unknown token");
  await statusBar().getByText(expected).waitFor();
  await statusBar().getByText("Not saved").waitFor();
  expect(await statusBar().getAttribute("data-ok")).toBe("false");
  expect(fs.readFileSync(programsFile, "utf8")).toBe(before);

  // The same change published again is saved (edits such as a rename take several saves), and
  // the page and the terminal keep reporting it with the build's message.
  await publish();
  await waitFor("the change to be saved anyway", () => programsIfWhole()?.programs[0].description.includes("{programTotal}"));
  await statusBar().getByText("Content problem on disk").waitFor();
  await statusBar().getByText(expected).waitFor();
  await printed("the terminal reported it", (output) => output.includes(`  - ${expected}`));
}, 60000);

test("a description and an icon changed in the Programs form are saved exactly there and still validate", async () => {
  const originalText = fs.readFileSync(path.join(projectDir, "content", "programs.json"), "utf8");
  const original = JSON.parse(originalText) as { programs: Program[] };
  const first = original.programs[0];
  // (The previous test left an invalid description here: this save also repairs it.)
  const description = `${first.description} Edited in the browser test.`;
  const icon = ICON_NAMES.find((name) => name !== first.icon && name === "Stethoscope") ?? ICON_NAMES.find((name) => name !== first.icon)!;

  await openRecord("Academic programs", "programs", first.name);
  await page.getByLabel("Description", { exact: true }).first().fill(description);
  const iconInput = page.getByLabel("Icon", { exact: true }).first();
  if (programField("icon").widget === "select") {
    // Icon names as an enum: pick from the select (react-select: type to filter, Enter to pick).
    await iconInput.click();
    await iconInput.pressSequentially(icon);
    await page.keyboard.press("Enter");
  } else {
    await iconInput.fill(icon);
  }
  const from = terminal.length;
  await publish();

  // The editor reports a save once it has given the file its layout back (Decap writes its own).
  await printed("the terminal reported the save", (output) => /content\/programs\.json changed: content is valid/.test(output.slice(from)));
  const saved = readPrograms();
  const expected = structuredClone(original);
  expected.programs[0].description = description;
  expected.programs[0].icon = icon;
  expect(saved).toEqual(expected);
  // Field order and layout kept: the file differs from before in those two lines only.
  expect(Object.keys(saved.programs[0])).toEqual(Object.keys(first));
  const before = originalText.split("\n");
  const after = fs.readFileSync(programsFile, "utf8").split("\n");
  const changed = after.filter((line, i) => line !== before[i]);
  expect(changed).toEqual([`      "icon": ${JSON.stringify(icon)},`, `      "description": ${JSON.stringify(description)},`]);
  expect(validateContentDir(contentDir).map(formatProblem)).toEqual([]);

  await statusBar().getByText("Content is valid").waitFor();
}, 60000);

test("a story's program can be picked only from the existing programs", async () => {
  const programNames = readPrograms().programs.map((program) => program.name);
  const stories = JSON.parse(fs.readFileSync(path.join(contentDir, "stories.json"), "utf8")).stories as { name: string; program: string }[];
  await openRecord("Student stories", "stories", stories[0].name);

  const program = page.getByLabel("Program", { exact: true }).first();
  await program.click();
  const options = page.getByRole("option");
  await options.first().waitFor();
  expect((await options.allInnerTexts()).sort()).toEqual([...programNames].sort());

  // Typed text is only a filter, never a value: leaving the field keeps the story's program.
  await program.pressSequentially("Astrology");
  await page.keyboard.press("Escape");
  await program.blur();
  expect(await program.inputValue()).toBe("");
  expect(await page.getByText("Astrology").count()).toBe(0);
  const record = page.locator(`xpath=(//div[text()=${JSON.stringify(stories[0].name)}])[1]/..`);
  await record.getByText(stories[0].program, { exact: true }).first().waitFor();
}, 60000);

test("a block added to a page in the Pages collection is saved at the end of its blocks, typed, and validates", async () => {
  const pageFile = path.join(contentDir, "pages", "research.json");
  const blocksBefore = JSON.parse(fs.readFileSync(pageFile, "utf8")).blocks as { type: string }[];
  await page.evaluate(() => (window.location.hash = "#/"));
  await page.getByRole("link", { name: "Contents" }).click();
  await page.getByRole("link", { name: "Pages" }).first().click();
  await page.locator('a[href$="/collections/pages/entries/research"]').click();
  await page
    .getByRole("button", { name: /^Add blocks?$/i })
    .first()
    .click();
  // Decap's list with types: the add button opens a menu of the block types.
  await page.getByRole("menuitem", { name: "Figures", exact: true }).click();
  await page.getByLabel("Id", { exact: true }).last().fill("research-in-numbers");
  await page.getByLabel("Heading", { exact: true }).last().fill("Research in Numbers");
  const set = page.getByLabel("Figures", { exact: true }).last();
  await set.click();
  await set.pressSequentially("about");
  await page.keyboard.press("Enter");
  await publish();
  const saved = await waitFor("the page to be saved with the new block", () => {
    try {
      const blocks = JSON.parse(fs.readFileSync(pageFile, "utf8")).blocks as Record<string, unknown>[];
      return blocks.length === blocksBefore.length + 1 ? blocks : undefined;
    } catch {
      return undefined; // half written
    }
  });
  expect(saved.slice(0, -1).map((b) => b.type)).toEqual(blocksBefore.map((b) => b.type));
  expect(saved.at(-1)).toEqual({ type: "figures", id: "research-in-numbers", heading: "Research in Numbers", figures: "about" });
  await statusBar().getByText("Content is valid").waitFor();
}, 60000);

test("an event added with the date and time pickers: a past date is refused with the build's message, then it is saved as written", async () => {
  const eventsFile = path.join(contentDir, "events.json");
  const before = JSON.parse(fs.readFileSync(eventsFile, "utf8")) as { events: Record<string, unknown>[] };
  const sites = JSON.parse(fs.readFileSync(path.join(contentDir, "site.json"), "utf8")) as {
    callsToAction: { id: string; label: string }[];
  };
  const signUp = sites.callsToAction.find((cta) => cta.id === "eventSignUp")!;
  // The editor checks against the build's day (BCU_BUILD_DATE, else today in Florida), as this process does.
  const today = buildDate();
  const dayFrom = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  await page.evaluate(() => (window.location.hash = "#/"));
  await page.getByRole("link", { name: "Contents" }).click();
  await page.getByRole("link", { name: "Visits and events" }).first().click();
  await page.locator('a[href$="/collections/events/entries/events"]').click();
  await page.getByRole("button", { name: /^Add events?$/i }).click();

  /** A react-select (Decap's select and relation widgets): type to filter, Enter to pick. */
  const pick = async (label: string, text: string) => {
    const input = page.getByLabel(label, { exact: true }).last();
    await input.click();
    await input.pressSequentially(text);
    await page.getByRole("option", { name: text, exact: true }).waitFor();
    await page.keyboard.press("Enter");
  };
  await page.getByLabel("Title", { exact: true }).last().fill("Evening Campus Tour");
  await pick("Kind", "tour");
  // The pickers: a date input and two time inputs (the browser's own controls), which Decap reads as written.
  const date = page.getByLabel("Date", { exact: true }).last();
  expect(await date.getAttribute("type")).toBe("date");
  await date.fill(dayFrom(-1));
  for (const [label, time] of [
    ["Start", "17:30"],
    ["End", "19:00"],
  ]) {
    const input = page.getByLabel(label, { exact: true }).last();
    expect(await input.getAttribute("type")).toBe("time");
    await input.fill(time);
  }
  await pick("Format", "in-person");
  await page
    .getByLabel(/^Place/)
    .last()
    .fill("Welcome desk, Learning Commons");
  await pick("Sign up", signUp.id);

  // Yesterday: a new event in the past, refused with the build's own line for it.
  await publish();
  const index = before.events.length;
  const refusal = `content/events.json: events[${index}] "Evening Campus Tour": field "date" ${dayFrom(-1)} has passed (today is ${today}): a new event needs a day ahead`;
  await statusBar().getByText(refusal, { exact: false }).waitFor();
  await statusBar().getByText("Not saved").waitFor();

  await date.fill(dayFrom(30));
  await publish();
  const saved = await waitFor("the event to be saved", () => {
    try {
      const events = (JSON.parse(fs.readFileSync(eventsFile, "utf8")) as typeof before).events;
      return events.length === index + 1 ? events : undefined;
    } catch {
      return undefined; // half written
    }
  });
  expect(saved.slice(0, index)).toEqual(before.events);
  expect(saved[index]).toEqual({
    title: "Evening Campus Tour",
    kind: "tour",
    date: dayFrom(30),
    start: "17:30",
    end: "19:00",
    format: "in-person",
    place: "Welcome desk, Learning Commons",
    signUp: signUp.id,
  });
  await statusBar().getByText("Content is valid").waitFor();
  expect(validateContentDir(contentDir).map(formatProblem)).toEqual([]);
}, 90000);

test("a program page's section opens in the program pages' form with its own words, without a Decap error", async () => {
  const collection = decapConfigFromDir(contentDir, { backendUrl: "unused" }).collections.find((c) => c.name === "programPage")!;
  const types = collection.files![0].fields.find((f) => f.name === "blocks")!.types as DecapField[];
  // The first section of content/programPage.json: the hero, whose one field of words is its trail's name.
  const first = JSON.parse(fs.readFileSync(path.join(contentDir, "programPage.json"), "utf8")).blocks[0] as { type: string };
  const hero = types.find((type) => type.name === first.type)!;
  await openRecord(collection.label, "programPage", hero.label);
  // Opened: the block's collapsed label gives way to its form.
  await page.locator(`xpath=(//div[text()=${JSON.stringify(hero.label)}])[1]`).waitFor({ state: "hidden" });
  await page
    .getByLabel((hero.fields as DecapField[])[0].label, { exact: true })
    .first()
    .waitFor();
  expect(await page.getByText("No field(s) defined").count()).toBe(0);
}, 60000);

test("a content file broken on disk is reported with the build's message in the terminal and on the page", async () => {
  const doc = readPrograms();
  const good = fs.readFileSync(programsFile, "utf8");
  doc.programs[1].slug = doc.programs[0].slug;
  fs.writeFileSync(programsFile, JSON.stringify(doc, null, 2));
  // The repeated slug, among the problems it causes (other programs' related slugs that named the one it replaced).
  const expected = validateContentDir(contentDir)
    .map(formatProblem)
    .find((line) => /programs\[1\].*field "slug" repeats/.test(line));
  if (!expected) throw new Error("the repeated slug is not reported");

  await printed("the terminal reported the broken file", (output) => output.includes(`  - ${expected}`));
  await statusBar().getByText(expected).waitFor();
  expect(await statusBar().getAttribute("data-ok")).toBe("false");

  fs.writeFileSync(programsFile, good);
  await statusBar().getByText("Content is valid").waitFor();
}, 60000);

test("the editor page's Content-Security-Policy (the one docs/hosted-editor.md asks for on /admin) blocked nothing Decap needs", () => {
  expect(cspViolations).toEqual([]);
});

afterEach(async () => {
  if (process.env.EDITOR_SHOTS)
    await page.screenshot({ path: path.join(process.env.EDITOR_SHOTS, `${expect.getState().currentTestName}.png`) });
});
