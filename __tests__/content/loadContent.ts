import fs from "fs";
import path from "path";
import { countsFromDocs, fillTokens } from "../../plugins/content-schema";
import type { Json } from "../support/contentCopy";

/** Every content/*.json, parsed, by file name. */
export function loadContent(dir: string = path.join(__dirname, "..", "..", "content")): Map<string, Json> {
  const docs = new Map<string, Json>();
  for (const name of fs.readdirSync(dir).filter((n) => n.endsWith(".json"))) {
    docs.set(name, JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")));
  }
  return docs;
}

const tokenCounts = countsFromDocs(loadContent());

/** Content text as the site shows it: every {token} filled from the records, as the GraphQL layer's @fillTokens does. */
export function filled(text: string): string {
  return fillTokens(text, tokenCounts);
}
