import { problemAt } from "./paths";
import type { Problem } from "./problems";

/** A parsed content file as the rules see it: its name in content/ ("pages/about.json"), how messages show it, its data. */
export interface LoadedFile {
  name: string;
  display: string;
  data: unknown;
}

/** The records (objects) of a file's top-level list `list`; none when the file or list is missing or malformed. */
export function records(file: LoadedFile | undefined, list: string): Record<string, unknown>[] {
  const items = (file?.data as Record<string, unknown> | null | undefined)?.[list];
  return Array.isArray(items) ? items.filter((item): item is Record<string, unknown> => item !== null && typeof item === "object") : [];
}

/**
 * Calls `check` for every string of a content file (the root "$schema" is not content) with its
 * JSON pointer and a `problem` function that reports at that string: file, record and field.
 */
export function forEachString(
  file: LoadedFile,
  problems: Problem[],
  check: (value: string, pointer: string, problem: (message: string) => void) => void,
): void {
  const visit = (value: unknown, pointer: string) => {
    if (typeof value === "string") {
      check(value, pointer, (message) => problems.push({ ...problemAt(file, pointer), message }));
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => visit(item, `${pointer}/${i}`));
    } else if (value !== null && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        if (pointer === "" && key === "$schema") continue;
        visit(item, `${pointer}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`);
      }
    }
  };
  visit(file.data, "");
}
