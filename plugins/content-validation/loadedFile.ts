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
