#!/usr/bin/env node
// npm run spell: American English in content/ (every text, schema description and title) and in the
// web editor (its page, and every form label and hint it builds from the schemas), checked by
// cspell against its US English dictionary with the project's settings (cspell.config.yaml: the British
// forms we refuse, with the US spelling to write, and the project's own words: names of places,
// people, services and exams). One line per word, naming the file, the record and the field as
// `npm run check` does; exits 1 when there is any. In npm test (the static stage).
//
//   npm run spell [-- content-dir]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { lint } from "cspell";
import { isMain, root } from "./lib/cli.mjs";
import { britishPhrases, contentSpellingProblem, editorSpellingProblem } from "./lib/spelling.ts";
import { decapConfigFromDir } from "./edit/decapConfig.ts";
import { BLOCKS_SCHEMA, blocksDirOf } from "../plugins/content-schema/index.ts";

/** Every label and hint of the editor's forms, with where it sits ("Stock photos > Photos > Licence"). */
function editorLabels(contentDir) {
  const config = decapConfigFromDir(contentDir, { backendUrl: "http://localhost" });
  const out = [];
  const visit = (field, trail) => {
    const where = [...trail, field.label].join(" > ");
    out.push({ where, text: field.label });
    if (typeof field.hint === "string") out.push({ where: `${where} (hint)`, text: field.hint });
    for (const child of [...(field.fields ?? []), ...(field.field ? [field.field] : []), ...(field.types ?? [])])
      visit(child, [...trail, field.label]);
  };
  for (const collection of config.collections) {
    out.push({ where: collection.label, text: collection.label });
    for (const file of collection.files ?? []) for (const field of file.fields) visit(field, [collection.label]);
    for (const field of collection.fields ?? []) visit(field, [collection.label]);
  }
  return out;
}

/** The problem lines for `contentDir` and the editor; none when everything is spelled as US English. */
export async function spellCheck(contentDir = path.join(root, "content")) {
  const config = path.join(root, "cspell.config.yaml");
  const lines = new Set();
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "bcu-spell-"));
  try {
    // The editor's labels, one per line, so each issue's line says which label it is.
    const labels = editorLabels(contentDir);
    const labelsFile = path.join(scratch, "editor-labels.txt");
    fs.writeFileSync(labelsFile, labels.map((label) => label.text.replace(/\n/g, " ")).join("\n"));
    // The block types' schemas are read in their folders (src/blocks/<Name>/<Name>.schema.json), where
    // a maintainer fixes them, never in the copy a build writes to content/schemas (BLOCKS_SCHEMA).
    const blocksDir = blocksDirOf(path.join(contentDir, "schemas"));
    const generated = path.join(contentDir, "schemas", BLOCKS_SCHEMA);
    const files = [
      path.join(contentDir, "**", "*.json"),
      path.join(blocksDir, "*", "*.schema.json"),
      path.join(root, "scripts", "edit", "editor.{html,js}"),
    ];
    const displayOf = (file) =>
      file.startsWith(contentDir + path.sep)
        ? `${path.basename(contentDir)}/${path.relative(contentDir, file)}`
        : path.relative(root, file);
    const reporter = {
      issue(issue) {
        const file = fileURLToPath(issue.uri);
        const preferred = issue.suggestionsEx?.find((s) => s.isPreferred)?.word;
        const found = { offset: issue.offset, text: issue.text, isFlagged: issue.isFlagged, preferred };
        if (file === labelsFile) lines.add(editorSpellingProblem(labels[issue.row - 1]?.where ?? "?", found));
        else if (file === generated) return;
        else if (file.endsWith(".json")) lines.add(contentSpellingProblem(fs.readFileSync(file, "utf8"), displayOf(file), found));
        else
          lines.add(
            `${path.relative(root, file)}:${issue.row}:${issue.col} ${issue.isFlagged ? "British" : "unknown"} word "${issue.text}"`,
          );
      },
      info() {},
      debug() {},
      error(message, error) {
        lines.add(`spell: ${message}: ${error.message}`);
      },
      progress() {},
      result() {},
    };
    const options = { config, progress: false, showSuggestions: true, mustFindFiles: true };
    await lint(files, { ...options, root: contentDir.startsWith(root) ? root : path.dirname(contentDir) }, reporter);
    // cspell checks only files under its root: the labels' scratch file on its own.
    await lint([labelsFile], { ...options, root: scratch }, reporter);
    // Phrases, which cspell does not check (it reads word by word).
    const jsonFiles = (dir) =>
      fs
        .readdirSync(dir, { recursive: true })
        .filter((name) => name.endsWith(".json"))
        .map((name) => path.join(dir, name));
    const schemaFiles = jsonFiles(blocksDir).filter((file) => file.endsWith(".schema.json"));
    for (const file of [...jsonFiles(contentDir), ...schemaFiles].filter((f) => f !== generated)) {
      const text = fs.readFileSync(file, "utf8");
      for (const issue of britishPhrases(text)) lines.add(contentSpellingProblem(text, displayOf(file), issue));
    }
    labels.forEach((label) => {
      for (const issue of britishPhrases(label.text)) lines.add(editorSpellingProblem(label.where, issue));
    });
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  return [...lines];
}

if (isMain(import.meta.url)) {
  const lines = await spellCheck(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  if (lines.length > 0) {
    console.error(
      `Spelling: ${lines.length} word${lines.length === 1 ? "" : "s"} to fix (US English, cspell.config.yaml):\n${lines.map((l) => `  - ${l}`).join("\n")}`,
    );
    process.exit(1);
  }
  console.log("Spelling: content/ and the web editor's labels are US English.");
}
