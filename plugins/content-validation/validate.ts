import fs from "fs";
import path from "path";
import type { Problem } from "./problems";
import { buildRefIndex } from "./refIndex";
import { checkAidRules } from "./aidRules";
import { ajvProblems } from "./friendlyMessages";
import { checkRecordRules, checkStrings, passedDeadlines, type LoadedFile } from "./rules";
import { forEachString } from "./loadedFile";
import { staleOutcomes } from "./outcomeRules";
import { didYouMean } from "./suggest";
import { checkNewEventDates, fewEventsAhead } from "./eventRules";
import { committedContent, type PreviousContent } from "./previousContent";
import { loadSchemas, parseText, readText, schemaFor } from "./schemaSet";
import { BLOCKS_SCHEMA, buildDate, findTokens, ICON_NAMES, PAGES_FOLDER, TOKEN_NAMES, jsonFiles } from "../content-schema";

export interface ValidationOptions {
  /**
   * The content before the change being checked, for the rules about new records (a new event
   * in the past): the committed version by default (previousContent.ts).
   */
  previous?: PreviousContent;
  /** The day those rules hold for, YYYY-MM-DD: the build's date by default. */
  today?: string;
}

/**
 * Validates every content/*.json against the schema its "$schema" names, then the
 * cross-file references and {tokens}. Pure apart from reading files (and git's committed
 * version, for new records): returns all problems (an empty array when the content is sound)
 * and never throws for bad content.
 */
export function validateContentDir(dir: string, options: ValidationOptions = {}): Problem[] {
  const problems: Problem[] = [];
  const dirLabel = path.basename(dir);
  const display = (name: string) => `${dirLabel}/${name}`;
  const schemaDir = path.join(dir, "schemas");

  // 1. Read and parse every content file; syntax errors are reported with line and column.
  const docs = new Map<string, unknown>();
  const loaded: LoadedFile[] = [];
  const contentFiles = jsonFiles(dir);
  if (!fs.existsSync(dir)) problems.push({ file: dirLabel, message: "content directory not found" });
  // content/pages/<name>.json: one file per page, each against page.schema.json (docs "pages/<name>.json").
  const pageFiles = jsonFiles(path.join(dir, PAGES_FOLDER)).map((name) => `${PAGES_FOLDER}/${name}`);
  for (const name of [...contentFiles, ...pageFiles]) {
    const parsed = parseText(readText(path.join(dir, name)), display(name), problems);
    docs.set(name, parsed);
    if (parsed !== undefined) loaded.push({ name, display: display(name), data: parsed });
  }
  checkPagePaths(loaded, problems);

  // Every file with a schema is needed by some page: a missing one is named here, not left to
  // crash the build halfway ("Building static HTML failed for path /about").
  for (const schemaName of jsonFiles(schemaDir)) {
    const match = /^(.+)\.schema\.json$/.exec(schemaName);
    // defs is a library; page.schema.json describes the files of content/pages, checked above;
    // blocks.schema.json is composed from src/blocks (a copy on disk is for editors).
    if (!match || match[1] === "defs" || match[1] === "page" || schemaName === BLOCKS_SCHEMA) continue;
    const name = `${match[1]}.json`;
    if (!contentFiles.includes(name)) {
      problems.push({
        file: display(name),
        message: `is missing: the site needs it (its schema is ${dirLabel}/schemas/${schemaName}); restore it, e.g. with git checkout -- ${dirLabel}/${name}`,
      });
    }
  }

  // 2. Index of what references may point at.
  const index = buildRefIndex(docs, ICON_NAMES);
  const tokenNames = new Set(TOKEN_NAMES);

  // 3. Schemas: every schemas/*.schema.json, so cross-schema $refs resolve by file name.
  const schemas = loadSchemas(schemaDir, display);
  problems.push(...schemas.problems);
  const { ajv, ids: schemaIds, run } = schemas;
  run.index = index;

  // 4. Each content file against its schema.
  for (const file of loaded) {
    const validate = schemaFor(file, schemaDir, schemaIds, ajv, problems);
    if (validate === undefined) continue;
    run.localTokens = new Map();
    if (!validate(file.data)) problems.push(...ajvProblems(file, validate.errors ?? []));
    checkTokens(file, tokenNames, run.localTokens, problems);
    checkStrings(file, problems);
  }

  // 5. Rules a schema cannot say: unique names, sensible ranges, values that must agree, contrast.
  checkRecordRules(loaded, problems, schemas.programPageBlocks);
  checkAidRules(loaded, problems);

  // 6. Rules about what this change adds, against the content before it.
  const previous = options.previous ?? committedContent(dir);
  const events = loaded.find((file) => file.name === "events.json");
  checkNewEventDates(events, () => previous("events.json"), options.today ?? buildDate(), problems);
  return problems;
}

/**
 * What is true but soon wrong, as of the build's date: dated deadlines that have passed, fewer
 * than two events ahead, and outcomes whose newest class is a cycle old. The build prints these
 * and goes on (time passing is not a mistake in the file, and must not stop a deploy).
 */
export function contentWarnings(dir: string, today: string = buildDate()): Problem[] {
  const read = (name: string): LoadedFile | undefined => {
    const file = path.join(dir, name);
    if (!fs.existsSync(file)) return undefined;
    const display = `${path.basename(dir)}/${name}`;
    const data = parseText(fs.readFileSync(file, "utf8"), display, []);
    return data === undefined ? undefined : { name, display, data };
  };
  const deadlines = read("deadlines.json");
  return [
    ...passedDeadlines(deadlines, today),
    ...fewEventsAhead(read("events.json"), today),
    ...staleOutcomes(read("programs.json"), deadlines, today),
  ];
}

/** Every {token} in every string must be known (globally, or declared by the field's schema). */
function checkTokens(
  file: LoadedFile,
  tokenNames: ReadonlySet<string>,
  localTokens: ReadonlyMap<string, readonly string[]>,
  problems: Problem[],
): void {
  // The counts' digit forms, each also with {xCountInWords} and {XCountInWords}; then the figures.
  const digitForms = [...tokenNames].filter((name) => name.endsWith("Count"));
  const figures = [...tokenNames].filter((name) => !/Count(InWords)?$/.test(name)).map((name) => `; {${name}}`);
  const spelled = digitForms.length < tokenNames.size ? ", each also spelled out as {xCountInWords} or {XCountInWords}" : "";
  const known = `${digitForms.map((name) => `{${name}}`).join(", ")}${spelled}${figures.join("")}`;
  forEachString(file, problems, (value, pointer, problem) => {
    const allowed = localTokens.get(pointer) ?? [];
    for (const token of new Set(findTokens(value))) {
      if (tokenNames.has(token) || allowed.includes(token)) continue;
      problem(`uses unknown token "{${token}}"${didYouMean(token, [...tokenNames, ...allowed], (name) => `{${name}}`)} (known: ${known})`);
    }
  });
}

/** Two pages with one path, or two not-found pages: each named with both files. */
function checkPagePaths(loaded: readonly LoadedFile[], problems: Problem[]): void {
  const byPath = new Map<string, string>();
  let notFound: string | undefined;
  for (const file of loaded) {
    if (!file.name.startsWith(`${PAGES_FOLDER}/`) || file.data === null || typeof file.data !== "object") continue;
    const page = file.data as { path?: unknown; notFound?: unknown };
    const pagePath = typeof page.path === "string" ? page.path : undefined;
    const other = pagePath === undefined ? undefined : byPath.get(pagePath);
    if (other)
      problems.push({ file: file.display, field: "path", message: `"${pagePath}" is also the path of ${other}: give each page its own` });
    else if (pagePath !== undefined) byPath.set(pagePath, file.display);
    if (page.notFound !== true) continue;
    if (notFound) {
      problems.push({
        file: file.display,
        field: "notFound",
        message: `only one page answers unknown addresses, and ${notFound} already does`,
      });
    } else notFound = file.display;
  }
}
