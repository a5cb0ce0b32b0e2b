// The queries every engine's browser asks the built search index (each program's name, a
// deadline, "parking", "tuition") and the first page each must find: the index's own answer in
// Node (__tests__/support/searchQueries.mjs), which the built-site test holds to the rule of the
// right page (__tests__/built/search-index.test.ts). A browser whose first result differs has
// loaded or ranked the index differently from the build's.
import { execFileSync } from "child_process";
import path from "path";
import programs from "../../content/programs.json";
import { projectRoot, publicDir } from "./routes";

export const SEARCH_TERMS = [...programs.programs.map((program) => program.name), "deadline", "parking", "tuition"];

/** Each term with the address of its first result (page and section), asked of the build's index. */
export function searchAnswers(): { query: string; expect: string }[] {
  const script = path.join(projectRoot, "__tests__", "support", "searchQueries.mjs");
  const answers = JSON.parse(execFileSync(process.execPath, [script, publicDir, JSON.stringify(SEARCH_TERMS)], { encoding: "utf8" })) as {
    query: string;
    results: { url: string; sections: { url: string; weight: number }[] }[];
  }[];
  return answers.map(({ query, results }) => {
    if (results.length === 0) throw new Error(`the build's search index finds nothing for "${query}"`);
    return { query, expect: results[0].url };
  });
}
