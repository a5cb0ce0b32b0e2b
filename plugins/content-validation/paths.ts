/**
 * Turns an Ajv instance path ("/programs/2/duration/maxYears") into the words of a problem:
 * the record (`programs[2] "Optometry"`) and the field ("duration.maxYears").
 * The record is the first array element on the path: that is what a maintainer counts in.
 */

/** Fields that name a record, in order of preference. */
const TITLE_FIELDS = ["name", "title", "label", "key", "program", "year", "id", "type"] as const;

const isIndex = (segment: string) => /^(0|[1-9]\d*)$/.test(segment);

/** "a", "b", "0", "c" => "a.b[0].c" */
function joinPath(segments: readonly string[]): string {
  return segments.reduce((out, segment) => (isIndex(segment) ? `${out}[${segment}]` : out === "" ? segment : `${out}.${segment}`), "");
}

/** The title of a record: its first non-empty name/title/label/key/program/year/id, or a block's type. */
function recordTitle(record: unknown): string | undefined {
  if (record === null || typeof record !== "object" || Array.isArray(record)) return undefined;
  for (const field of TITLE_FIELDS) {
    const value = (record as Record<string, unknown>)[field];
    if ((typeof value === "string" && value.trim() !== "") || typeof value === "number") return String(value);
  }
  return undefined;
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
  const segments =
    pointer === ""
      ? []
      : pointer
          .split("/")
          .slice(1)
          .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
  let record: string | undefined;
  let fieldSegments = segments;
  let value: unknown = file.data;
  for (let i = 0; i < segments.length; i += 1) {
    if (Array.isArray(value) && isIndex(segments[i])) {
      const title = recordTitle(value[Number(segments[i])]);
      record = joinPath(segments.slice(0, i + 1)) + (title === undefined ? "" : ` ${JSON.stringify(title)}`);
      fieldSegments = segments.slice(i + 1);
      break;
    }
    value = value !== null && typeof value === "object" ? (value as Record<string, unknown>)[segments[i]] : undefined;
  }
  const field = [...fieldSegments, ...extra];
  return {
    file: file.display,
    ...(record === undefined ? {} : { record }),
    ...(field.length === 0 ? {} : { field: joinPath(field) }),
  };
}
