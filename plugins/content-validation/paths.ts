/**
 * Turns an Ajv instance path ("/programs/2/duration/maxYears") into the words of a problem:
 * the record (`programs[2] "Optometry"`) and the field ("duration.maxYears").
 * The record is the first array element on the path: that is what a maintainer counts in.
 */

/** Fields that name a record, in order of preference. */
export const TITLE_FIELDS = ["name", "title", "label", "key", "program", "year", "id", "type"] as const;

export function pointerSegments(pointer: string): string[] {
  if (pointer === "") return [];
  return pointer
    .split("/")
    .slice(1)
    .map((segment) => segment.replace(/~1/g, "/").replace(/~0/g, "~"));
}

function isIndex(segment: string): boolean {
  return /^(0|[1-9]\d*)$/.test(segment);
}

/** "a", "b", "0", "c" => "a.b[0].c" */
export function joinPath(segments: readonly string[]): string {
  let out = "";
  for (const segment of segments) {
    if (isIndex(segment)) out += `[${segment}]`;
    else out += out === "" ? segment : `.${segment}`;
  }
  return out;
}

function child(value: unknown, segment: string): unknown {
  if (Array.isArray(value)) return value[Number(segment)];
  if (value !== null && typeof value === "object") return (value as Record<string, unknown>)[segment];
  return undefined;
}

/** The title of a record: its first non-empty name/title/label/key/program/year/id, or a block's type. */
export function recordTitle(record: unknown): string | undefined {
  if (record === null || typeof record !== "object" || Array.isArray(record)) return undefined;
  for (const field of TITLE_FIELDS) {
    const value = (record as Record<string, unknown>)[field];
    if ((typeof value === "string" && value.trim() !== "") || typeof value === "number") return String(value);
  }
  return undefined;
}

export interface Located {
  record?: string;
  /** Segments of the field inside the record (or the file, when there is no record). */
  fieldSegments: string[];
}

/**
 * Where a JSON pointer of a file is, as a problem names it: the file, the record, and the field
 * (with `extra` segments after the pointer's); no field when the pointer is a record or the file.
 */
export function problemAt(
  file: { display: string; data: unknown },
  pointer: string,
  extra: readonly string[] = [],
): { file: string; record?: string; field?: string } {
  const { record, fieldSegments } = locate(file.data, pointer);
  const segments = [...fieldSegments, ...extra];
  return {
    file: file.display,
    ...(record === undefined ? {} : { record }),
    ...(segments.length === 0 ? {} : { field: joinPath(segments) }),
  };
}

export function locate(data: unknown, pointer: string): Located {
  const segments = pointerSegments(pointer);
  let value: unknown = data;
  for (let i = 0; i < segments.length; i += 1) {
    const segment = segments[i];
    if (Array.isArray(value) && isIndex(segment)) {
      const element: unknown = value[Number(segment)];
      const title = recordTitle(element);
      const record = joinPath(segments.slice(0, i + 1)) + (title === undefined ? "" : ` ${JSON.stringify(title)}`);
      return { record, fieldSegments: segments.slice(i + 1) };
    }
    value = child(value, segment);
  }
  return { fieldSegments: segments };
}
